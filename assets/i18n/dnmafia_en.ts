<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>ActionRow</name>
    <message>
        <source>Players it names:</source>
        <translation>Players it names:</translation>
    </message>
    <message>
        <source>Uses (0: no limit):</source>
        <translation>Uses (0: no limit):</translation>
    </message>
    <message>
        <source>Not the same player twice running</source>
        <translation>Not the same player twice running</translation>
    </message>
    <message>
        <source>May name himself</source>
        <translation>May name himself</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Remove</translation>
    </message>
    <message>
        <source>What the role does</source>
        <translation>What the role does</translation>
    </message>
    <message>
        <source>When</source>
        <translation>When</translation>
    </message>
    <message>
        <source>How often</source>
        <translation>How often</translation>
    </message>
</context>
<context>
    <name>BalancePanel</name>
    <message>
        <source>At least %1 seats for these rules.</source>
        <translation>At least %1 seats for these rules.</translation>
    </message>
    <message>
        <source>Playing bot games with these rules…</source>
        <translation>Playing bot games with these rules…</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Cancelling…</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Cancelled.</translation>
    </message>
    <message>
        <source>Town</source>
        <translation>Town</translation>
    </message>
    <message>
        <source>Mafia</source>
        <translation>Mafia</translation>
    </message>
    <message>
        <source>Second family</source>
        <translation>Second family</translation>
    </message>
    <message>
        <source>Kira</source>
        <translation>Kira</translation>
    </message>
    <message>
        <source>Maniac</source>
        <translation>Maniac</translation>
    </message>
    <message>
        <source>On his own</source>
        <translation>On his own</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Draw</translation>
    </message>
    <message>
        <source>Unfinished (day %1+)</source>
        <translation>Unfinished (day %1+)</translation>
    </message>
    <message>
        <source>%1 games at %2 seats, bots of normal level; 95 % intervals:</source>
        <translation>%1 games at %2 seats, bots of normal level; 95 % intervals:</translation>
    </message>
    <message>
        <source>A game lasts %1 days on average (%2 to %3).</source>
        <translation>A game lasts %1 days on average (%2 to %3).</translation>
    </message>
    <message>
        <source>The figures depend on how the bots play.</source>
        <translation>The figures depend on how the bots play.</translation>
    </message>
    <message>
        <source>Estimate balance</source>
        <translation>Estimate balance</translation>
    </message>
    <message>
        <source>Play bot games with these rules in the background and show how often each side wins</source>
        <translation>Play bot games with these rules in the background and show how often each side wins</translation>
    </message>
    <message>
        <source>Seats:</source>
        <translation>Seats:</translation>
    </message>
    <message>
        <source>Games:</source>
        <translation>Games:</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
</context>
<context>
    <name>BoardPage</name>
    <message>
        <source>The day's private turns</source>
        <translation>The day's private turns</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Night: there is nothing to enter in public. It ends by itself when everybody has acted, or when its time runs out.</source>
        <translation>Night: there is nothing to enter in public. It ends by itself when everybody has acted, or when its time runs out.</translation>
    </message>
    <message>
        <source>Night: there is nothing to enter in public. Every player has had a private turn; when the night is over, press "Next phase".</source>
        <translation>Night: there is nothing to enter in public. Every player has had a private turn; when the night is over, press "Next phase".</translation>
    </message>
    <message>
        <source>%1: choose a player first.</source>
        <translation>%1: choose a player first.</translation>
    </message>
    <message>
        <source>%1 votes for %2. This vote cannot be changed: cast it?</source>
        <translation>%1 votes for %2. This vote cannot be changed: cast it?</translation>
    </message>
    <message>
        <source>%1 abstains. The abstention cannot be changed: abstain?</source>
        <translation>%1 abstains. The abstention cannot be changed: abstain?</translation>
    </message>
    <message>
        <source>End the day now and open the vote? The nominations are frozen.</source>
        <translation>End the day now and open the vote? The nominations are frozen.</translation>
    </message>
    <message>
        <source>End the day now and open the vote?</source>
        <translation>End the day now and open the vote?</translation>
    </message>
    <message>
        <source>Close the vote now? Whoever has the most votes is executed.</source>
        <translation>Close the vote now? Whoever has the most votes is executed.</translation>
    </message>
    <message>
        <source>End the night now? The night is resolved and the morning newspaper comes out.</source>
        <translation>End the night now? The night is resolved and the morning newspaper comes out.</translation>
    </message>
    <message>
        <source>Move the game to the next phase now?</source>
        <translation>Move the game to the next phase now?</translation>
    </message>
    <message>
        <source>Public actions (entered openly)</source>
        <translation>Public actions (entered openly)</translation>
    </message>
    <message>
        <source>Who acts:</source>
        <translation>Who acts:</translation>
    </message>
    <message>
        <source>The vote is public: each voter taps his candidate in his own row.</source>
        <translation>The vote is public: each voter taps his candidate in his own row.</translation>
    </message>
    <message>
        <source>Something the acting player says to everybody…</source>
        <translation>Something the acting player says to everybody…</translation>
    </message>
    <message>
        <source>Next phase…</source>
        <translation>Next phase…</translation>
    </message>
    <message>
        <source>Private turns now</source>
        <translation>Private turns now</translation>
    </message>
    <message>
        <source>The game</source>
        <translation>The game</translation>
    </message>
    <message>
        <source>End the current phase (Ctrl+N). At nightfall every living player takes a private turn.</source>
        <translation>End the current phase (Ctrl+N). At nightfall every living player takes a private turn.</translation>
    </message>
    <message>
        <source>Every living player takes a private turn now, in seat order.</source>
        <translation>Every living player takes a private turn now, in seat order.</translation>
    </message>
    <message>
        <source>Once everybody has read the newspaper: each player takes the day's private turn (his results, the notebook), then the day goes on.</source>
        <translation>Once everybody has read the newspaper: each player takes the day's private turn (his results, the notebook), then the day goes on.</translation>
    </message>
    <message>
        <source>Projector window</source>
        <translation>Projector window</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Play again</translation>
    </message>
    <message>
        <source>The next game with the same players and rules: a new deal</source>
        <translation>The next game with the same players and rules: a new deal</translation>
    </message>
    <message>
        <source>Nobody gets the same role twice in a row</source>
        <translation>Nobody gets the same role twice in a row</translation>
    </message>
    <message>
        <source>The game is saved after every action; close the window at any time and resume it from the launcher.</source>
        <translation>The game is saved after every action; close the window at any time and resume it from the launcher.</translation>
    </message>
    <message>
        <source>Cast the vote</source>
        <translation>Cast the vote</translation>
    </message>
    <message>
        <source>Yes, next phase</source>
        <translation>Yes, next phase</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
</context>
<context>
    <name>CardLines</name>
    <message>
        <source>The sentences of %1: %2</source>
        <translation>The sentences of %1: %2</translation>
    </message>
    <message>
        <source>(no text yet)</source>
        <translation>(no text yet)</translation>
    </message>
    <message>
        <source>in play: %1</source>
        <translation>in play: %1</translation>
    </message>
    <message>
        <source>not in play: %1</source>
        <translation>not in play: %1</translation>
    </message>
</context>
<context>
    <name>CardLinesBox</name>
    <message>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <source>its sentence needs both languages.</source>
        <translation>its sentence needs both languages.</translation>
    </message>
    <message>
        <source>choose at least one of the role's parts.</source>
        <translation>choose at least one of the role's parts.</translation>
    </message>
    <message>
        <source>Sentence %1: %2</source>
        <translation>Sentence %1: %2</translation>
    </message>
    <message>
        <source>The card is shown here once the role can be taken.</source>
        <translation>The card is shown here once the role can be taken.</translation>
    </message>
    <message>
        <source>No sentence of the card holds at this table: players see the card text above.</source>
        <translation>No sentence of the card holds at this table: players see the card text above.</translation>
    </message>
    <message>
        <source>Made with this table's rules as they are set now, with these roles in play: %1</source>
        <translation>Made with this table's rules as they are set now, with these roles in play: %1</translation>
    </message>
    <message>
        <source>Card lines</source>
        <translation>Card lines</translation>
    </message>
    <message>
        <source>The card a player sees at the table: each sentence is shown only where its conditions hold, in this order. With no sentences, the card text above is shown.</source>
        <translation>The card a player sees at the table: each sentence is shown only where its conditions hold, in this order. With no sentences, the card text above is shown.</translation>
    </message>
    <message>
        <source>Add a sentence</source>
        <translation>Add a sentence</translation>
    </message>
    <message>
        <source>Add another role's sentences</source>
        <translation>Add another role's sentences</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>Up</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Down</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Remove</translation>
    </message>
    <message>
        <source>Sentence in English (%1: the number below)</source>
        <translation>Sentence in English (%1: the number below)</translation>
    </message>
    <message>
        <source>Sentence in Russian</source>
        <translation>Sentence in Russian</translation>
    </message>
    <message>
        <source>Only when these rules of the table are set so</source>
        <translation>Only when these rules of the table are set so</translation>
    </message>
    <message>
        <source>Only when one of these is in play</source>
        <translation>Only when one of these is in play</translation>
    </message>
    <message>
        <source>Only when none of these is in play</source>
        <translation>Only when none of these is in play</translation>
    </message>
    <message>
        <source>Number for %1 (shown when above 0)</source>
        <translation>Number for %1 (shown when above 0)</translation>
    </message>
    <message>
        <source>Part (for other roles)</source>
        <translation>Part (for other roles)</translation>
    </message>
    <message>
        <source>Left out after the parts</source>
        <translation>Left out after the parts</translation>
    </message>
    <message>
        <source>e.g. killer, kill</source>
        <translation>e.g. killer, kill</translation>
    </message>
    <message>
        <source>Add a rule condition</source>
        <translation>Add a rule condition</translation>
    </message>
    <message>
        <source>The role</source>
        <translation>The role</translation>
    </message>
    <message>
        <source>Its parts</source>
        <translation>Its parts</translation>
    </message>
    <message>
        <source>Here the card takes the sentences of another role's parts, each with its own conditions.</source>
        <translation>Here the card takes the sentences of another role's parts, each with its own conditions.</translation>
    </message>
    <message>
        <source>The card at this table</source>
        <translation>The card at this table</translation>
    </message>
</context>
<context>
    <name>ClockBar</name>
    <message>
        <source>Waiting for the host to start the game</source>
        <translation>Waiting for the host to start the game</translation>
    </message>
    <message>
        <source>Day %1</source>
        <translation>Day %1</translation>
    </message>
    <message>
        <source>Vote · day %1</source>
        <translation>Vote · day %1</translation>
    </message>
    <message>
        <source>Night after day %1</source>
        <translation>Night after day %1</translation>
    </message>
    <message>
        <source>Runoff vote · day %1</source>
        <translation>Runoff vote · day %1</translation>
    </message>
    <message>
        <source>The first night</source>
        <translation>The first night</translation>
    </message>
    <message>
        <source>Game clock: day %1, %2</source>
        <translation>Game clock: day %1, %2</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>Paused</translation>
    </message>
    <message>
        <source>%1 left</source>
        <translation>%1 left</translation>
    </message>
    <message>
        <source>Real time left in this phase</source>
        <translation>Real time left in this phase</translation>
    </message>
    <message>
        <source>until %1</source>
        <translation>until %1</translation>
    </message>
    <message>
        <source>“Next phase” on the shared board moves the game on</source>
        <translation>“Next phase” on the shared board moves the game on</translation>
    </message>
    <message>
        <source>The host moves the game on</source>
        <translation>The host moves the game on</translation>
    </message>
</context>
<context>
    <name>ConditionRow</name>
    <message>
        <source>Remove</source>
        <translation>Remove</translation>
    </message>
    <message>
        <source>A rule of the table</source>
        <translation>A rule of the table</translation>
    </message>
    <message>
        <source>The value it must have</source>
        <translation>The value it must have</translation>
    </message>
</context>
<context>
    <name>CurtainPage</name>
    <message>
        <source>Wrong PIN. Try again — or pass the laptop to %1.</source>
        <translation>Wrong PIN. Try again — or pass the laptop to %1.</translation>
    </message>
    <message>
        <source>Pass the laptop to %1</source>
        <translation>Pass the laptop to %1</translation>
    </message>
    <message>
        <source>Everybody else, please look away. Nothing secret is on this screen until %1 opens it.</source>
        <translation>Everybody else, please look away. Nothing secret is on this screen until %1 opens it.</translation>
    </message>
    <message>
        <source>%1, enter your PIN:</source>
        <translation>%1, enter your PIN:</translation>
    </message>
    <message>
        <source>I am %1 — show my screen</source>
        <translation>I am %1 — show my screen</translation>
    </message>
</context>
<context>
    <name>EventLog</name>
    <message>
        <source>spectator</source>
        <translation>spectator</translation>
    </message>
</context>
<context>
    <name>GodView</name>
    <message>
        <source>mafia boss</source>
        <translation>mafia boss</translation>
    </message>
    <message>
        <source>owns the notebook</source>
        <translation>owns the notebook</translation>
    </message>
    <message>
        <source>owns the notebook</source>
        <comment>male</comment>
        <translation>owns the notebook</translation>
    </message>
    <message>
        <source>owns the notebook</source>
        <comment>female</comment>
        <translation>owns the notebook</translation>
    </message>
    <message>
        <source>holds the notebook</source>
        <translation>holds the notebook</translation>
    </message>
    <message>
        <source>holds the notebook</source>
        <comment>male</comment>
        <translation>holds the notebook</translation>
    </message>
    <message>
        <source>holds the notebook</source>
        <comment>female</comment>
        <translation>holds the notebook</translation>
    </message>
    <message>
        <source>has the eyes</source>
        <translation>has the eyes</translation>
    </message>
    <message>
        <source>dead</source>
        <translation>dead</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>nobody</translation>
    </message>
    <message>
        <source>Owner</source>
        <translation>Owner</translation>
    </message>
    <message>
        <source>Holder</source>
        <translation>Holder</translation>
    </message>
    <message>
        <source>Eyes</source>
        <translation>Eyes</translation>
    </message>
    <message>
        <source>Boss</source>
        <translation>Boss</translation>
    </message>
    <message>
        <source>Loan</source>
        <translation>Loan</translation>
    </message>
    <message>
        <source>to %1, %2 – %3</source>
        <translation>to %1, %2 – %3</translation>
    </message>
    <message>
        <source>State</source>
        <translation>State</translation>
    </message>
    <message>
        <source>destroyed</source>
        <translation>destroyed</translation>
    </message>
    <message>
        <source>passes on after the night</source>
        <translation>passes on after the night</translation>
    </message>
    <message>
        <source>Daily duty</source>
        <translation>Daily duty</translation>
    </message>
    <message>
        <source>%1 has not written today</source>
        <translation>%1 has not written today</translation>
    </message>
    <message>
        <source>Tonight</source>
        <translation>Tonight</translation>
    </message>
    <message>
        <source>Has acted or sleeps:</source>
        <translation>Has acted or sleeps:</translation>
    </message>
    <message>
        <source>Not yet:</source>
        <translation>Not yet:</translation>
    </message>
    <message>
        <source>No orders yet.</source>
        <translation>No orders yet.</translation>
    </message>
    <message>
        <source>the mafiosi did not all name the same player</source>
        <translation>the mafiosi did not all name the same player</translation>
    </message>
    <message>
        <source>the one who decides sent no shot or could not act</source>
        <translation>the one who decides sent no shot or could not act</translation>
    </message>
    <message>
        <source>no mafioso could act</source>
        <translation>no mafioso could act</translation>
    </message>
    <message>
        <source>the target was saved</source>
        <translation>the target was saved</translation>
    </message>
    <message>
        <source>the peacemaker protected the target</source>
        <translation>the peacemaker protected the target</translation>
    </message>
    <message>
        <source>a vest stopped the shot</source>
        <translation>a vest stopped the shot</translation>
    </message>
    <message>
        <source>died before it resolved</source>
        <translation>died before it resolved</translation>
    </message>
    <message>
        <source>blocked by the peacemaker</source>
        <translation>blocked by the peacemaker</translation>
    </message>
    <message>
        <source>knocked out by the thug</source>
        <translation>knocked out by the thug</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>yes</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>%1: dead — %2</source>
        <translation>%1: dead — %2</translation>
    </message>
    <message>
        <source>The mafia's kill</source>
        <translation>The mafia's kill</translation>
    </message>
    <message>
        <source>Family %1's kill</source>
        <translation>Family %1's kill</translation>
    </message>
    <message>
        <source>%1 failed: %2</source>
        <translation>%1 failed: %2</translation>
    </message>
    <message>
        <source>target: %1</source>
        <translation>target: %1</translation>
    </message>
    <message>
        <source>%1 saved by %2</source>
        <translation>%1 saved by %2</translation>
    </message>
    <message>
        <source>%1 protected by the peacemaker</source>
        <translation>%1 protected by the peacemaker</translation>
    </message>
    <message>
        <source>%1 blocks %2</source>
        <translation>%1 blocks %2</translation>
    </message>
    <message>
        <source>%1 knocks out %2</source>
        <translation>%1 knocks out %2</translation>
    </message>
    <message>
        <source>%1 learns: %2 — %3</source>
        <translation>%1 learns: %2 — %3</translation>
    </message>
    <message>
        <source>%1 — %2: lost, %3</source>
        <translation>%1 — %2: lost, %3</translation>
    </message>
    <message>
        <source>%1: the vest stopped a shot</source>
        <translation>%1: the vest stopped a shot</translation>
    </message>
    <message>
        <source>a lawyer strike</source>
        <translation>a lawyer strike</translation>
    </message>
    <message>
        <source>the Don's strike</source>
        <translation>the Don's strike</translation>
    </message>
    <message>
        <source>%1 survived %2</source>
        <translation>%1 survived %2</translation>
    </message>
    <message>
        <source>No night has ended yet.</source>
        <translation>No night has ended yet.</translation>
    </message>
    <message>
        <source>Night after day %1</source>
        <translation>Night after day %1</translation>
    </message>
    <message>
        <source>Orders:</source>
        <translation>Orders:</translation>
    </message>
    <message>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <source>Only slept:</source>
        <translation>Only slept:</translation>
    </message>
    <message>
        <source>Did nothing:</source>
        <translation>Did nothing:</translation>
    </message>
    <message>
        <source>What happened:</source>
        <translation>What happened:</translation>
    </message>
    <message>
        <source>nothing: nobody died</source>
        <translation>nothing: nobody died</translation>
    </message>
    <message>
        <source>Names written</source>
        <translation>Names written</translation>
    </message>
    <message>
        <source>None yet.</source>
        <translation>None yet.</translation>
    </message>
    <message>
        <source>void</source>
        <translation>void</translation>
    </message>
    <message>
        <source>done</source>
        <translation>done</translation>
    </message>
    <message>
        <source>pending</source>
        <translation>pending</translation>
    </message>
    <message>
        <source>%1 wrote %2 at %3</source>
        <translation>%1 wrote %2 at %3</translation>
    </message>
    <message>
        <source>death at %1</source>
        <translation>death at %1</translation>
    </message>
    <message>
        <source>light corpse</source>
        <translation>light corpse</translation>
    </message>
    <message>
        <source>Don of family %1</source>
        <translation>Don of family %1</translation>
    </message>
    <message>
        <source>killer of family %1</source>
        <translation>killer of family %1</translation>
    </message>
    <message>
        <source>wears a vest</source>
        <translation>wears a vest</translation>
    </message>
    <message>
        <source>knocked out</source>
        <translation>knocked out</translation>
    </message>
    <message>
        <source>offered to join by %1</source>
        <translation>offered to join by %1</translation>
    </message>
    <message>
        <source>conceded</source>
        <translation>conceded</translation>
    </message>
    <message>
        <source>The families</source>
        <translation>The families</translation>
    </message>
    <message>
        <source>Don: %1</source>
        <translation>Don: %1</translation>
    </message>
    <message>
        <source>killer: %1</source>
        <translation>killer: %1</translation>
    </message>
    <message>
        <source>recruitment rights: %1</source>
        <translation>recruitment rights: %1</translation>
    </message>
    <message>
        <source>offer to %1 by %2</source>
        <translation>offer to %1 by %2</translation>
    </message>
    <message>
        <source>Family %1</source>
        <translation>Family %1</translation>
    </message>
    <message>
        <source>Reserves waiting</source>
        <translation>Reserves waiting</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Role</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Team</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notes</translation>
    </message>
    <message>
        <source>The mafia channel</source>
        <translation>The mafia channel</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Now</translation>
    </message>
    <message>
        <source>Past nights</source>
        <translation>Past nights</translation>
    </message>
    <message>
        <source>The second family's channel</source>
        <translation>The second family's channel</translation>
    </message>
    <message>
        <source>The graveyard: the dead and the spectators</source>
        <translation>The graveyard: the dead and the spectators</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>Fate</source>
        <translation>Fate</translation>
    </message>
    <message>
        <source>Today</source>
        <translation>Today</translation>
    </message>
    <message>
        <source>The notebook</source>
        <translation>The notebook</translation>
    </message>
    <message>
        <source>Public record</source>
        <translation>Public record</translation>
    </message>
    <message>
        <source>Mafia channel</source>
        <translation>Mafia channel</translation>
    </message>
    <message>
        <source>Private: %1</source>
        <translation>Private: %1</translation>
    </message>
    <message>
        <source>Private</source>
        <translation>Private</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>alive</source>
        <translation>alive</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation>%1 at %2</translation>
    </message>
    <message>
        <source>Owner: %1</source>
        <translation>Owner: %1</translation>
    </message>
    <message>
        <source>In the hands of: %1</source>
        <translation>In the hands of: %1</translation>
    </message>
    <message>
        <source>Took the eyes: %1</source>
        <translation>Took the eyes: %1</translation>
    </message>
    <message>
        <source>Lent to %1 from %2 until %3</source>
        <translation>Lent to %1 from %2 until %3</translation>
    </message>
    <message>
        <source>Destroyed</source>
        <translation>Destroyed</translation>
    </message>
    <message>
        <source>Pick a player in the table to read his private messages.</source>
        <translation>Pick a player in the table to read his private messages.</translation>
    </message>
</context>
<context>
    <name>GraveyardTab</name>
    <message>
        <source>The graveyard: the players out of the game and the spectators talk here. Nobody still in the game reads it, and nothing said here reaches them.</source>
        <translation>The graveyard: the players out of the game and the spectators talk here. Nobody still in the game reads it, and nothing said here reaches them.</translation>
    </message>
    <message>
        <source>Only the dead and the spectators read this…</source>
        <translation>Only the dead and the spectators read this…</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Send</translation>
    </message>
</context>
<context>
    <name>GroupPage</name>
    <message>
        <source>the group's games</source>
        <translation>the group's games</translation>
    </message>
    <message>
        <source>the simulator's prediction</source>
        <translation>the simulator's prediction</translation>
    </message>
    <message>
        <source>bars: 95 % interval</source>
        <translation>bars: 95 % interval</translation>
    </message>
    <message>
        <source>Rating: the dot is μ, the thick bar ±σ, the thin one ±3σ (its left end is the ordinal)</source>
        <translation>Rating: the dot is μ, the thick bar ±σ, the thin one ±3σ (its left end is the ordinal)</translation>
    </message>
    <message>
        <source>Reading the record…</source>
        <translation>Reading the record…</translation>
    </message>
    <message>
        <source>The simulator plays %1 bot games of the same deal (%2) for its prediction…</source>
        <translation>The simulator plays %1 bot games of the same deal (%2) for its prediction…</translation>
    </message>
    <message>
        <source>The record cannot be read: %1</source>
        <translation>The record cannot be read: %1</translation>
    </message>
    <message>
        <source>%1 games in the record, %2 players.</source>
        <translation>%1 games in the record, %2 players.</translation>
    </message>
    <message>
        <source>A folder of game logs to import</source>
        <translation>A folder of game logs to import</translation>
    </message>
    <message>
        <source>Importing the logs in %1…</source>
        <translation>Importing the logs in %1…</translation>
    </message>
    <message>
        <source>Cancelling: nothing of this import is kept…</source>
        <translation>Cancelling: nothing of this import is kept…</translation>
    </message>
    <message>
        <source>Imported: %1 new, %2 already in the record, %3 unfinished, %4 damaged (skipped).</source>
        <translation>Imported: %1 new, %2 already in the record, %3 unfinished, %4 damaged (skipped).</translation>
    </message>
    <message>
        <source>and %1 more</source>
        <translation>and %1 more</translation>
    </message>
    <message>
        <source>Damaged logs, skipped:</source>
        <translation>Damaged logs, skipped:</translation>
    </message>
    <message>
        <source>The import failed: %1</source>
        <translation>The import failed: %1</translation>
    </message>
    <message>
        <source>Import cancelled: the record is as it was.</source>
        <translation>Import cancelled: the record is as it was.</translation>
    </message>
    <message>
        <source>Merge two names</source>
        <translation>Merge two names</translation>
    </message>
    <message>
        <source>Count every game of «%1» as a game of «%2»? This cannot be undone here.</source>
        <translation>Count every game of «%1» as a game of «%2»? This cannot be undone here.</translation>
    </message>
    <message>
        <source>Export the players as CSV</source>
        <translation>Export the players as CSV</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV files (*.csv)</translation>
    </message>
    <message>
        <source>Exported to %1</source>
        <translation>Exported to %1</translation>
    </message>
    <message>
        <source>The group's record</source>
        <translation>The group's record</translation>
    </message>
    <message>
        <source>Import a folder of logs…</source>
        <translation>Import a folder of logs…</translation>
    </message>
    <message>
        <source>Read every game log (*.dnlog) in a folder into the record; a game already in it counts once</source>
        <translation>Read every game log (*.dnlog) in a folder into the record; a game already in it counts once</translation>
    </message>
    <message>
        <source>Select two players who are one person: the games of the one with fewer games count as the other's</source>
        <translation>Select two players who are one person: the games of the one with fewer games count as the other's</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>Export CSV…</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Refresh</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>Roles and deals</source>
        <translation>Roles and deals</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Charts</translation>
    </message>
    <message>
        <source>No games in the record yet.

It fills by itself: every game hosted on this computer is added when it ends. To add games played elsewhere, import a folder of their logs (*.dnlog) with «Import a folder of logs…».</source>
        <translation>No games in the record yet.

It fills by itself: every game hosted on this computer is added when it ends. To add games played elsewhere, import a folder of their logs (*.dnlog) with «Import a folder of logs…».</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Games</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Wins</translation>
    </message>
    <message>
        <source>Survived</source>
        <translation>Survived</translation>
    </message>
    <message>
        <source>How he died</source>
        <translation>How he died</translation>
    </message>
    <message>
        <source>Ordinal</source>
        <translation>Ordinal</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Deal</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Side</translation>
    </message>
    <message>
        <source>Win rate
(95 % interval)</source>
        <translation>Win rate
(95 % interval)</translation>
    </message>
    <message>
        <source>Votes on
the mafia</source>
        <translation>Votes on
the mafia</translation>
    </message>
    <message>
        <source>Rating
(μ ± σ)</source>
        <translation>Rating
(μ ± σ)</translation>
    </message>
    <message>
        <source>Won
(95 % interval)</source>
        <translation>Won
(95 % interval)</translation>
    </message>
    <message>
        <source>Simulator
(95 % interval)</source>
        <translation>Simulator
(95 % interval)</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Rules</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Role</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Seats</translation>
    </message>
    <message>
        <source>Select a player to see his figures by side and by role.</source>
        <translation>Select a player to see his figures by side and by role.</translation>
    </message>
    <message>
        <source>Also played as: %1</source>
        <translation>Also played as: %1</translation>
    </message>
    <message>
        <source>By side</source>
        <translation>By side</translation>
    </message>
    <message>
        <source>By role</source>
        <translation>By role</translation>
    </message>
    <message>
        <source>How his games ended: %1</source>
        <translation>How his games ended: %1</translation>
    </message>
    <message>
        <source>Died on day %1 on average.</source>
        <translation>Died on day %1 on average.</translation>
    </message>
    <message>
        <source>survived the game</source>
        <translation>survived the game</translation>
    </message>
    <message>
        <source>executed</source>
        <translation>executed</translation>
    </message>
    <message>
        <source>killed at night</source>
        <translation>killed at night</translation>
    </message>
    <message>
        <source>written in the notebook</source>
        <translation>written in the notebook</translation>
    </message>
    <message>
        <source>inactive</source>
        <translation>inactive</translation>
    </message>
    <message>
        <source>penalty</source>
        <translation>penalty</translation>
    </message>
    <message>
        <source>removed</source>
        <translation>removed</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 of %2</translation>
    </message>
    <message>
        <source>%1 (own win)</source>
        <translation>%1 (own win)</translation>
    </message>
    <message>
        <source>%1, %2 seats</source>
        <translation>%1, %2 seats</translation>
    </message>
    <message>
        <source>(rules changed: %1)</source>
        <translation>(rules changed: %1)</translation>
    </message>
    <message>
        <source>games: %1</source>
        <translation>games: %1</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>How a table works</source>
        <translation>How a table works</translation>
    </message>
    <message>
        <source>One computer hosts the table: its host console opens it on the local network, sets the rules and starts the game. The others join from their launcher, where tables on the network appear by themselves (or by typing the host's address). A projector or a big screen can show the public board. On one computer passed from hand to hand, play hot-seat: each player has his own turn behind a curtain, with a PIN if he wants one.</source>
        <translation>One computer hosts the table: its host console opens it on the local network, sets the rules and starts the game. The others join from their launcher, where tables on the network appear by themselves (or by typing the host's address). A projector or a big screen can show the public board. On one computer passed from hand to hand, play hot-seat: each player has his own turn behind a curtain, with a PIN if he wants one.</translation>
    </message>
    <message>
        <source>Each window shows only what its player may know: your role, your results and your secrets are in your window alone. The panel on the right always says what you can do right now, and why an action is not possible.</source>
        <translation>Each window shows only what its player may know: your role, your results and your secrets are in your window alone. The panel on the right always says what you can do right now, and why an action is not possible.</translation>
    </message>
    <message>
        <source>A game day has three phases. Day: talk in the chat and nominate players for execution. Vote: vote for one of the nominees (or abstain); the one with the most votes is executed. Night: the roles act in secret; everybody else confirms he sleeps, so that nobody can tell who has a role. The morning newspaper tells who died.</source>
        <translation>A game day has three phases. Day: talk in the chat and nominate players for execution. Vote: vote for one of the nominees (or abstain); the one with the most votes is executed. Night: the roles act in secret; everybody else confirms he sleeps, so that nobody can tell who has a role. The morning newspaper tells who died.</translation>
    </message>
    <message>
        <source>The game clock (for example "day 2, 17:00") runs through each phase in the real time the host set, or the host moves the phases on himself. Times in the rules — a death time, the end of a loan — are game-clock times.</source>
        <translation>The game clock (for example "day 2, 17:00") runs through each phase in the real time the host set, or the host moves the phases on himself. Times in the rules — a death time, the end of a loan — are game-clock times.</translation>
    </message>
    <message>
        <source>The roles</source>
        <translation>The roles</translation>
    </message>
    <message>
        <source>The Death Note</source>
        <translation>The Death Note</translation>
    </message>
    <message>
        <source>The notebook has an owner and, during a loan, a holder. Only the holder, alive, writes: at most one name per game day. Without the eyes he may write only between 21:00 and 21:30 of a night, and only a player on the nominee list; such a writer is hidden from checks. With the eyes (a trade that cannot be undone) he writes anybody at any time, but checks see him.</source>
        <translation>The notebook has an owner and, during a loan, a holder. Only the holder, alive, writes: at most one name per game day. Without the eyes he may write only between 21:00 and 21:30 of a night, and only a player on the nominee list; such a writer is hidden from checks. With the eyes (a trade that cannot be undone) he writes anybody at any time, but checks see him.</translation>
    </message>
    <message>
        <source>A name may get a death time (never in the past) and circumstances, printed in the newspaper; a "light corpse" makes the victim's role public. A death at night is in the morning newspaper; a death by day is announced at once.</source>
        <translation>A name may get a death time (never in the past) and circumstances, printed in the newspaper; a "light corpse" makes the victim's role public. A death at night is in the morning newspaper; a death by day is announced at once.</translation>
    </message>
    <message>
        <source>By day the owner may lend the notebook until a game-clock time (the borrower is not told by whom) or give it away for good to a random player. A holder who never wrote in it may destroy it — except the first Kira.</source>
        <translation>By day the owner may lend the notebook until a game-clock time (the borrower is not told by whom) or give it away for good to a random player. A holder who never wrote in it may destroy it — except the first Kira.</translation>
    </message>
    <message>
        <source>When the owner dies holding it, the notebook passes on: to L if L shot him, to a mafioso if the mafia did, else to a random player after the night. Its new owner is told, never by whom.</source>
        <translation>When the owner dies holding it, the notebook passes on: to L if L shot him, to a mafioso if the mafia did, else to a random player after the night. Its new owner is told, never by whom.</translation>
    </message>
    <message>
        <source>How to play — DN Mafia</source>
        <translation>How to play — DN Mafia</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>Rules:</translation>
    </message>
</context>
<context>
    <name>HostConsole</name>
    <message>
        <source>DN Mafia table</source>
        <translation>DN Mafia table</translation>
    </message>
    <message>
        <source>The rules do not fit together: %1</source>
        <translation>The rules do not fit together: %1</translation>
    </message>
    <message>
        <source>Every phase needs a duration in timed pace.</source>
        <translation>Every phase needs a duration in timed pace.</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 min %2 s</translation>
    </message>
    <message>
        <source>The game begins with: %1</source>
        <translation>The game begins with: %1</translation>
    </message>
    <message>
        <source>Closed-form writing: %1 – %2</source>
        <translation>Closed-form writing: %1 – %2</translation>
    </message>
    <message>
        <source>Manual pace: you end each phase yourself.</source>
        <translation>Manual pace: you end each phase yourself.</translation>
    </message>
    <message>
        <source>The schedule was published.</source>
        <translation>The schedule was published.</translation>
    </message>
    <message>
        <source>The table cannot open</source>
        <translation>The table cannot open</translation>
    </message>
    <message>
        <source>The saved game was damaged at its end; it goes on from before the damage.</source>
        <translation>The saved game was damaged at its end; it goes on from before the damage.</translation>
    </message>
    <message>
        <source>The table's address changed</source>
        <translation>The table's address changed</translation>
    </message>
    <message>
        <source>The phones' page could not have its old port %1 (%2). It is served at %3 now: pages opened on the phones and printed QR codes of the old address no longer work — show the players the new code (the projector shows it).</source>
        <translation>The phones' page could not have its old port %1 (%2). It is served at %3 now: pages opened on the phones and printed QR codes of the old address no longer work — show the players the new code (the projector shows it).</translation>
    </message>
    <message>
        <source>The table could not listen on its old port %1 (%2); it listens on %3 now. Players who typed the old address type the new one; those who found the table in the list find it again.</source>
        <translation>The table could not listen on its old port %1 (%2); it listens on %3 now. Players who typed the old address type the new one; those who found the table in the list find it again.</translation>
    </message>
    <message>
        <source>The game cannot start</source>
        <translation>The game cannot start</translation>
    </message>
    <message>
        <source>No bot was added</source>
        <translation>No bot was added</translation>
    </message>
    <message>
        <source>No seat taken</source>
        <translation>No seat taken</translation>
    </message>
    <message>
        <source>Write the name you play under.</source>
        <translation>Write the name you play under.</translation>
    </message>
    <message>
        <source>The player window is not available in this version.</source>
        <translation>The player window is not available in this version.</translation>
    </message>
    <message>
        <source>A bot could not sit down again</source>
        <translation>A bot could not sit down again</translation>
    </message>
    <message>
        <source>End the vote now?</source>
        <translation>End the vote now?</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) will be removed from the game for inactivity when the vote closes: %1.

End the vote now?</source>
        <translation>
            <numerusform>%n player will be removed from the game for inactivity when the vote closes: %1.

End the vote now?</numerusform>
            <numerusform>%n players will be removed from the game for inactivity when the vote closes: %1.

End the vote now?</numerusform>
        </translation>
    </message>
    <message>
        <source>The phase did not change</source>
        <translation>The phase did not change</translation>
    </message>
    <message>
        <source>Remove a player</source>
        <translation>Remove a player</translation>
    </message>
    <message>
        <source>Remove %1 from the game? He leaves the game as if removed for inactivity.</source>
        <translation>Remove %1 from the game? He leaves the game as if removed for inactivity.</translation>
    </message>
    <message>
        <source>The player was not removed</source>
        <translation>The player was not removed</translation>
    </message>
    <message>
        <source>No projector</source>
        <translation>No projector</translation>
    </message>
    <message>
        <source>The projector window is not available in this version.</source>
        <translation>The projector window is not available in this version.</translation>
    </message>
    <message>
        <source>BBCode (*.txt)</source>
        <translation>BBCode (*.txt)</translation>
    </message>
    <message>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <source>Web page (*.html)</source>
        <translation>Web page (*.html)</translation>
    </message>
    <message>
        <source>Export the story</source>
        <translation>Export the story</translation>
    </message>
    <message>
        <source>The story was not saved</source>
        <translation>The story was not saved</translation>
    </message>
    <message>
        <source>The story was saved to %1</source>
        <translation>The story was saved to %1</translation>
    </message>
    <message>
        <source>The next game did not start</source>
        <translation>The next game did not start</translation>
    </message>
    <message>
        <source>phones: %1</source>
        <translation>phones: %1</translation>
    </message>
    <message>
        <source>key code: %1</source>
        <translation>key code: %1</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>How to play</translation>
    </message>
    <message>
        <source>The note goes out with the table when you open it.</source>
        <translation>The note goes out with the table when you open it.</translation>
    </message>
    <message>
        <source>Questions (%1)</source>
        <translation>Questions (%1)</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>Questions</translation>
    </message>
    <message>
        <source>You play at this table as %1.</source>
        <translation>You play at this table as %1.</translation>
    </message>
    <message>
        <source>Play at this table too, as:</source>
        <translation>Play at this table too, as:</translation>
    </message>
    <message>
        <source>You play like everybody else; the god view stays closed to you.</source>
        <translation>You play like everybody else; the god view stays closed to you.</translation>
    </message>
    <message>
        <source>Without a seat you moderate, and the console shows you every role during the game.</source>
        <translation>Without a seat you moderate, and the console shows you every role during the game.</translation>
    </message>
    <message>
        <source>Not yet approved: %1. Starting turns them away.</source>
        <translation>Not yet approved: %1. Starting turns them away.</translation>
    </message>
    <message>
        <source>Reserves: %1. Only a classic table has reserves: move them to the table, or starting turns them away.</source>
        <translation>Reserves: %1. Only a classic table has reserves: move them to the table, or starting turns them away.</translation>
    </message>
    <message>
        <source>The game cannot be saved; the table is halted: %1</source>
        <translation>The game cannot be saved; the table is halted: %1</translation>
    </message>
    <message>
        <source>Resume the clock</source>
        <translation>Resume the clock</translation>
    </message>
    <message>
        <source>Pause the clock</source>
        <translation>Pause the clock</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>The game is over.</translation>
    </message>
    <message>
        <source>Manual pace: the clock moves only when you end a phase.</source>
        <translation>Manual pace: the clock moves only when you end a phase.</translation>
    </message>
    <message>
        <source>The clock is paused; nobody's time runs out.</source>
        <translation>The clock is paused; nobody's time runs out.</translation>
    </message>
    <message>
        <source>Timed pace: phases end by themselves; you may end one early.</source>
        <translation>Timed pace: phases end by themselves; you may end one early.</translation>
    </message>
    <message>
        <source>The table is not open yet.</source>
        <translation>The table is not open yet.</translation>
    </message>
    <message>
        <source>Listening on %1:%2</source>
        <translation>Listening on %1:%2</translation>
    </message>
    <message numerus="yes">
        <source>%n connected</source>
        <translation>
            <numerusform>%n connected</numerusform>
            <numerusform>%n connected</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n away</source>
        <translation>
            <numerusform>%n away</numerusform>
            <numerusform>%n away</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n watching</source>
        <translation>
            <numerusform>%n watching</numerusform>
            <numerusform>%n watching</numerusform>
        </translation>
    </message>
    <message>
        <source>Announced on the LAN</source>
        <translation>Announced on the LAN</translation>
    </message>
    <message>
        <source>Not announced on the LAN: %1</source>
        <translation>Not announced on the LAN: %1</translation>
    </message>
    <message>
        <source>Not announced on the LAN</source>
        <translation>Not announced on the LAN</translation>
    </message>
    <message>
        <source>Roles</source>
        <translation>Roles</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>survived</source>
        <translation>survived</translation>
    </message>
    <message>
        <source>no chat line</source>
        <translation>no chat line</translation>
    </message>
    <message>
        <source>no vote</source>
        <translation>no vote</translation>
    </message>
    <message>
        <source>Removed for inactivity if the vote closed now: %1</source>
        <translation>Removed for inactivity if the vote closed now: %1</translation>
    </message>
    <message>
        <source>survived</source>
        <comment>male</comment>
        <translation>survived</translation>
    </message>
    <message>
        <source>survived</source>
        <comment>female</comment>
        <translation>survived</translation>
    </message>
    <message>
        <source>Deaths</source>
        <translation>Deaths</translation>
    </message>
    <message>
        <source>Nobody died.</source>
        <translation>Nobody died.</translation>
    </message>
    <message>
        <source>The notebook’s path</source>
        <translation>The notebook’s path</translation>
    </message>
    <message>
        <source>%1 wrote %2 at %3</source>
        <translation>%1 wrote %2 at %3</translation>
    </message>
    <message>
        <source>Host console — %1 — DN Mafia</source>
        <translation>Host console — %1 — DN Mafia</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Game</translation>
    </message>
    <message>
        <source>End this phase</source>
        <translation>End this phase</translation>
    </message>
    <message>
        <source>Pause or resume the clock</source>
        <translation>Pause or resume the clock</translation>
    </message>
    <message>
        <source>Open the projector</source>
        <translation>Open the projector</translation>
    </message>
    <message>
        <source>Close the console</source>
        <translation>Close the console</translation>
    </message>
    <message>
        <source>The table</source>
        <translation>The table</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Password</translation>
    </message>
    <message>
        <source>none (anybody may join)</source>
        <translation>none (anybody may join)</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Seats</translation>
    </message>
    <message>
        <source> players</source>
        <translation> players</translation>
    </message>
    <message>
        <source>From %1 to %2 players; reserves do not count.</source>
        <translation>From %1 to %2 players; reserves do not count.</translation>
    </message>
    <message>
        <source>Kira, L, Near and the mafia; the Death Note's rules.</source>
        <translation>Kira, L, Near and the mafia; the Death Note's rules.</translation>
    </message>
    <message>
        <source>Classic forum mafia: the mafia against the town, optional roles and six scenarios.</source>
        <translation>Classic forum mafia: the mafia against the town, optional roles and six scenarios.</translation>
    </message>
    <message>
        <source>Approve each player</source>
        <translation>Approve each player</translation>
    </message>
    <message>
        <source>A player who joins waits until you approve or refuse him in the lobby.</source>
        <translation>A player who joins waits until you approve or refuse him in the lobby.</translation>
    </message>
    <message>
        <source>Preset</source>
        <translation>Preset</translation>
    </message>
    <message>
        <source>the address %1 cannot be used (%2)</source>
        <translation>the address %1 cannot be used (%2)</translation>
    </message>
    <message>
        <source>Phones cannot join: the web page is not served — %1. Players with DN Mafia installed join as usual.</source>
        <translation>Phones cannot join: the web page is not served — %1. Players with DN Mafia installed join as usual.</translation>
    </message>
    <message>
        <source>Death Note</source>
        <translation>Death Note</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Classic</translation>
    </message>
    <message>
        <source>Seats from phones (web page)</source>
        <translation>Seats from phones (web page)</translation>
    </message>
    <message>
        <source>Phones without the code: unsealed</source>
        <translation>Phones without the code: unsealed</translation>
    </message>
    <message>
        <source>A phone that scans the code seals its link: nobody else on the Wi-Fi can read it. One that typed the address has no key: with this on it plays unsealed (others on the Wi-Fi could read its role); off, it is told to scan the code.</source>
        <translation>A phone that scans the code seals its link: nobody else on the Wi-Fi can read it. One that typed the address has no key: with this on it plays unsealed (others on the Wi-Fi could read its role); off, it is told to scan the code.</translation>
    </message>
    <message>
        <source>Off for this run: the console was started with --no-web.</source>
        <translation>Off for this run: the console was started with --no-web.</translation>
    </message>
    <message>
        <source>The table also serves a web page: a player scans the code on the projector or here and plays his seat in his phone's browser, nothing to install. Counts when the table opens.</source>
        <translation>The table also serves a web page: a player scans the code on the projector or here and plays his seat in his phone's browser, nothing to install. Counts when the table opens.</translation>
    </message>
    <message>
        <source>Pace</source>
        <translation>Pace</translation>
    </message>
    <message>
        <source>Manual: I end each phase</source>
        <translation>Manual: I end each phase</translation>
    </message>
    <message>
        <source>Timed: the clock runs by itself</source>
        <translation>Timed: the clock runs by itself</translation>
    </message>
    <message>
        <source>min</source>
        <translation>min</translation>
    </message>
    <message>
        <source>s</source>
        <translation>s</translation>
    </message>
    <message>
        <source>In timed pace the game clock runs through each phase in the real time set here; a vote or a night ends early when everybody is done.</source>
        <translation>In timed pace the game clock runs through each phase in the real time set here; a vote or a night ends early when everybody is done.</translation>
    </message>
    <message>
        <source>The day's schedule</source>
        <translation>The day's schedule</translation>
    </message>
    <message>
        <source>A note for the players, e.g. We play tonight from 19:00 to 23:00</source>
        <translation>A note for the players, e.g. We play tonight from 19:00 to 23:00</translation>
    </message>
    <message>
        <source>Publish</source>
        <translation>Publish</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Rules</translation>
    </message>
    <message>
        <source>Reset to defaults</source>
        <translation>Reset to defaults</translation>
    </message>
    <message>
        <source>The table's key code: %1</source>
        <translation>The table's key code: %1</translation>
    </message>
    <message>
        <source>Seated: %1 (seats: %2)</source>
        <translation>Seated: %1 (seats: %2)</translation>
    </message>
    <message>
        <source>Lobby</source>
        <translation>Lobby</translation>
    </message>
    <message>
        <source>Open the table when the set-up is ready: players on the LAN see it in their list and join. You can still change the set-up until the game starts.</source>
        <translation>Open the table when the set-up is ready: players on the LAN see it in their list and join. You can still change the set-up until the game starts.</translation>
    </message>
    <message>
        <source>Open the table</source>
        <translation>Open the table</translation>
    </message>
    <message>
        <source>Players who do not see the table in their list can type this address.</source>
        <translation>Players who do not see the table in their list can type this address.</translation>
    </message>
    <message>
        <source>Your own seat</source>
        <translation>Your own seat</translation>
    </message>
    <message>
        <source>your name</source>
        <translation>your name</translation>
    </message>
    <message>
        <source>Take a seat</source>
        <translation>Take a seat</translation>
    </message>
    <message>
        <source>Leave the seat</source>
        <translation>Leave the seat</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>Start the game</translation>
    </message>
    <message>
        <source>Seated</source>
        <translation>Seated</translation>
    </message>
    <message>
        <source>Move the game clock to the end of this phase (Ctrl+N)</source>
        <translation>Move the game clock to the end of this phase (Ctrl+N)</translation>
    </message>
    <message>
        <source>Stop or restart the timed clock (Ctrl+P)</source>
        <translation>Stop or restart the timed clock (Ctrl+P)</translation>
    </message>
    <message>
        <source>The public board for a second screen (F5)</source>
        <translation>The public board for a second screen (F5)</translation>
    </message>
    <message>
        <source>My player window</source>
        <translation>My player window</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>Remove from the game</source>
        <translation>Remove from the game</translation>
    </message>
    <message>
        <source>Export the story as</source>
        <translation>Export the story as</translation>
    </message>
    <message>
        <source>BBCode (forum)</source>
        <translation>BBCode (forum)</translation>
    </message>
    <message>
        <source>Markdown</source>
        <translation>Markdown</translation>
    </message>
    <message>
        <source>Web page</source>
        <translation>Web page</translation>
    </message>
    <message>
        <source>Export story…</source>
        <translation>Export story…</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Play again</translation>
    </message>
    <message>
        <source>Deal the next game to the same seats with the same rules: every player's window and phone follows into it</source>
        <translation>Deal the next game to the same seats with the same rules: every player's window and phone follows into it</translation>
    </message>
    <message>
        <source>Nobody gets the same role twice in a row</source>
        <translation>Nobody gets the same role twice in a row</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Events</translation>
    </message>
    <message>
        <source>The story</source>
        <translation>The story</translation>
    </message>
    <message>
        <source>God view</source>
        <translation>God view</translation>
    </message>
    <message>
        <source>Close the console?</source>
        <translation>Close the console?</translation>
    </message>
    <message>
        <source>The game is running. It stays saved, and you can resume it from the launcher; until then the players cannot play.</source>
        <translation>The game is running. It stays saved, and you can resume it from the launcher; until then the players cannot play.</translation>
    </message>
</context>
<context>
    <name>HotSeatWindow</name>
    <message>
        <source>Hot-seat game</source>
        <translation>Hot-seat game</translation>
    </message>
    <message>
        <source>Day %1</source>
        <translation>Day %1</translation>
    </message>
    <message>
        <source>Night %1</source>
        <translation>Night %1</translation>
    </message>
    <message>
        <source>Runoff vote, day %1</source>
        <translation>Runoff vote, day %1</translation>
    </message>
    <message>
        <source>Vote, day %1</source>
        <translation>Vote, day %1</translation>
    </message>
    <message>
        <source>%1 · private turn %2 of %3</source>
        <translation>%1 · private turn %2 of %3</translation>
    </message>
    <message>
        <source>First every player takes the day's private turn.</source>
        <translation>First every player takes the day's private turn.</translation>
    </message>
    <message>
        <source>%1 — %2.</source>
        <translation>%1 — %2.</translation>
    </message>
    <message>
        <source>%1: %2 refused — %3</source>
        <translation>%1: %2 refused — %3</translation>
    </message>
    <message>
        <source>Hot-seat — %1</source>
        <translation>Hot-seat — %1</translation>
    </message>
    <message>
        <source>Hot-seat</source>
        <translation>Hot-seat</translation>
    </message>
</context>
<context>
    <name>JoinPage</name>
    <message>
        <source>Join a table</source>
        <translation>Join a table</translation>
    </message>
    <message>
        <source>Your character (optional)</source>
        <translation>Your character (optional)</translation>
    </message>
    <message>
        <source>Profession</source>
        <translation>Profession</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>Appearance</translation>
    </message>
    <message>
        <source>Character</source>
        <translation>Character</translation>
    </message>
    <message>
        <source>e.g. a baker</source>
        <translation>e.g. a baker</translation>
    </message>
    <message>
        <source>e.g. tall, red scarf</source>
        <translation>e.g. tall, red scarf</translation>
    </message>
    <message>
        <source>e.g. cheerful, suspicious</source>
        <translation>e.g. cheerful, suspicious</translation>
    </message>
    <message>
        <source>Gender:</source>
        <translation>Gender:</translation>
    </message>
    <message>
        <source>not stated</source>
        <translation>not stated</translation>
    </message>
    <message>
        <source>he</source>
        <translation>he</translation>
    </message>
    <message>
        <source>she</source>
        <translation>she</translation>
    </message>
    <message>
        <source>The table's texts about your character agree with it (he died, she died); not stated: they are worded without gender</source>
        <translation>The table's texts about your character agree with it (he died, she died); not stated: they are worded without gender</translation>
    </message>
    <message>
        <source>Register as a reserve</source>
        <translation>Register as a reserve</translation>
    </message>
    <message>
        <source>A reserve waits outside the game and takes the place of a player who is removed</source>
        <translation>A reserve waits outside the game and takes the place of a player who is removed</translation>
    </message>
    <message>
        <source>The table sees your character in the lobby and the list of players.</source>
        <translation>The table sees your character in the lobby and the list of players.</translation>
    </message>
    <message>
        <source>Tables hosted on this network appear here by themselves. Pick one and join it, or type the host's address if it does not show up.</source>
        <translation>Tables hosted on this network appear here by themselves. Pick one and join it, or type the host's address if it does not show up.</translation>
    </message>
    <message>
        <source>Tables on this network</source>
        <translation>Tables on this network</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Seats</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Rules</translation>
    </message>
    <message>
        <source>State</source>
        <translation>State</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Address</translation>
    </message>
    <message>
        <source>Table password:</source>
        <translation>Table password:</translation>
    </message>
    <message>
        <source>Watch</source>
        <translation>Watch</translation>
    </message>
    <message>
        <source>Follow the game on the public board, as a spectator</source>
        <translation>Follow the game on the public board, as a spectator</translation>
    </message>
    <message>
        <source>Join by address</source>
        <translation>Join by address</translation>
    </message>
    <message>
        <source>Address (host:port):</source>
        <translation>Address (host:port):</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Join</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>This table has a password</source>
        <translation>This table has a password</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Game over</translation>
    </message>
    <message>
        <source>Game in progress</source>
        <translation>Game in progress</translation>
    </message>
    <message>
        <source>Waiting for players</source>
        <translation>Waiting for players</translation>
    </message>
    <message>
        <source>Looking for tables on the network is not possible here (%1). Type the host's address below.</source>
        <translation>Looking for tables on the network is not possible here (%1). Type the host's address below.</translation>
    </message>
    <message>
        <source>Looking for tables on this network… A table appears here as soon as somebody hosts one.</source>
        <translation>Looking for tables on this network… A table appears here as soon as somebody hosts one.</translation>
    </message>
    <message>
        <source>Pick a table in the list.</source>
        <translation>Pick a table in the list.</translation>
    </message>
    <message>
        <source>Type your name at the top to join.</source>
        <translation>Type your name at the top to join.</translation>
    </message>
    <message>
        <source>The game is over: you can watch how it ended.</source>
        <translation>The game is over: you can watch how it ended.</translation>
    </message>
    <message>
        <source>The game has started: you can watch it.</source>
        <translation>The game has started: you can watch it.</translation>
    </message>
    <message>
        <source>The table is full: you can watch it.</source>
        <translation>The table is full: you can watch it.</translation>
    </message>
    <message>
        <source>The table is full: register as a reserve, or watch it.</source>
        <translation>The table is full: register as a reserve, or watch it.</translation>
    </message>
    <message>
        <source>This table's rules have no reserve players</source>
        <translation>This table's rules have no reserve players</translation>
    </message>
    <message>
        <source>Return to my seat</source>
        <translation>Return to my seat</translation>
    </message>
    <message>
        <source>Join as a reserve</source>
        <translation>Join as a reserve</translation>
    </message>
    <message>
        <source>Join the table</source>
        <translation>Join the table</translation>
    </message>
    <message>
        <source>Type the address as host:port, for example 192.168.1.20:47470.</source>
        <translation>Type the address as host:port, for example 192.168.1.20:47470.</translation>
    </message>
    <message>
        <source>Spectator</source>
        <translation>Spectator</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>Connecting to %1…</translation>
    </message>
    <message>
        <source>Connecting to %1… the table's key code is %2.</source>
        <translation>Connecting to %1… the table's key code is %2.</translation>
    </message>
    <message>
        <source>Joined %1. Its key code is %2: the host's screen shows the same code.</source>
        <translation>Joined %1. Its key code is %2: the host's screen shows the same code.</translation>
    </message>
    <message>
        <source>The table at %1 did not answer. Try again, or ask the host.</source>
        <translation>The table at %1 did not answer. Try again, or ask the host.</translation>
    </message>
    <message>
        <source>Cannot reach the table at %1. Is it still hosted, and is the address right?</source>
        <translation>Cannot reach the table at %1. Is it still hosted, and is the address right?</translation>
    </message>
    <message>
        <source>Connected to %1 as %2.</source>
        <translation>Connected to %1 as %2.</translation>
    </message>
</context>
<context>
    <name>Launcher</name>
    <message>
        <source>DN Mafia</source>
        <translation>DN Mafia</translation>
    </message>
    <message>
        <source>Death Note mafia around one table</source>
        <translation>Death Note mafia around one table</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Your &amp;name:</translation>
    </message>
    <message>
        <source>how the others call you</source>
        <translation>how the others call you</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Language:</translation>
    </message>
    <message>
        <source>How to play (F1)</source>
        <translation>How to play (F1)</translation>
    </message>
    <message>
        <source>Sounds</source>
        <translation>Sounds</translation>
    </message>
    <message>
        <source>A sound when a phase changes or something private happens</source>
        <translation>A sound when a phase changes or something private happens</translation>
    </message>
    <message>
        <source>Host a table</source>
        <translation>Host a table</translation>
    </message>
    <message>
        <source>Set up a game for friends on this network (Ctrl+H)</source>
        <translation>Set up a game for friends on this network (Ctrl+H)</translation>
    </message>
    <message>
        <source>Join a table</source>
        <translation>Join a table</translation>
    </message>
    <message>
        <source>Sit at a table hosted on this network (Ctrl+J)</source>
        <translation>Sit at a table hosted on this network (Ctrl+J)</translation>
    </message>
    <message>
        <source>Hot-seat on this computer</source>
        <translation>Hot-seat on this computer</translation>
    </message>
    <message>
        <source>One laptop passed from player to player (Ctrl+T)</source>
        <translation>One laptop passed from player to player (Ctrl+T)</translation>
    </message>
    <message>
        <source>Saved games</source>
        <translation>Saved games</translation>
    </message>
    <message>
        <source>Resume, replay or export a game (Ctrl+R)</source>
        <translation>Resume, replay or export a game (Ctrl+R)</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Group</translation>
    </message>
    <message>
        <source>Players, roles and ratings of the games played (Ctrl+G)</source>
        <translation>Players, roles and ratings of the games played (Ctrl+G)</translation>
    </message>
    <message>
        <source>Rules sandbox</source>
        <translation>Rules sandbox</translation>
    </message>
    <message>
        <source>Run a scenario file and see what the rules do (Ctrl+E)</source>
        <translation>Run a scenario file and see what the rules do (Ctrl+E)</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>Version %1</translation>
    </message>
    <message>
        <source>Not available</source>
        <translation>Not available</translation>
    </message>
    <message>
        <source>This part of the app is not available in this version.</source>
        <translation>This part of the app is not available in this version.</translation>
    </message>
</context>
<context>
    <name>LobbyPanel</name>
    <message>
        <source>R%1</source>
        <translation>R%1</translation>
    </message>
    <message numerus="yes">
        <source>%n reserve(s)</source>
        <translation>
            <numerusform>%n reserve</numerusform>
            <numerusform>%n reserves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n waiting for approval</source>
        <translation>
            <numerusform>%n waiting for approval</numerusform>
            <numerusform>%n waiting for approval</numerusform>
        </translation>
    </message>
    <message>
        <source>you</source>
        <translation>you</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>connected</translation>
    </message>
    <message>
        <source>away</source>
        <translation>away</translation>
    </message>
    <message>
        <source>bot</source>
        <translation>bot</translation>
    </message>
    <message>
        <source>waits for approval as a reserve</source>
        <translation>waits for approval as a reserve</translation>
    </message>
    <message>
        <source>Approve all (%1)</source>
        <translation>Approve all (%1)</translation>
    </message>
    <message>
        <source>To the reserves</source>
        <translation>To the reserves</translation>
    </message>
    <message>
        <source>To the table</source>
        <translation>To the table</translation>
    </message>
    <message>
        <source>Still waiting: %1. %2</source>
        <translation>Still waiting: %1. %2</translation>
    </message>
    <message>
        <source>Every seat is taken: add seats, or make him a reserve.</source>
        <translation>Every seat is taken: add seats, or make him a reserve.</translation>
    </message>
    <message>
        <source>Every seat is taken: add seats.</source>
        <translation>Every seat is taken: add seats.</translation>
    </message>
    <message>
        <source>The reserve list is full.</source>
        <translation>The reserve list is full.</translation>
    </message>
    <message>
        <source>This table takes no reserves.</source>
        <translation>This table takes no reserves.</translation>
    </message>
    <message>
        <source>He does not wait for approval.</source>
        <translation>He does not wait for approval.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Character</source>
        <translation>Character</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>Up</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Down</translation>
    </message>
    <message>
        <source>Kick</source>
        <translation>Kick</translation>
    </message>
    <message>
        <source>Add a bot</source>
        <translation>Add a bot</translation>
    </message>
    <message>
        <source>Approve</source>
        <translation>Approve</translation>
    </message>
    <message>
        <source>Let him in: to a seat, or to the reserves if he asked to be a reserve</source>
        <translation>Let him in: to a seat, or to the reserves if he asked to be a reserve</translation>
    </message>
    <message>
        <source>Let in everybody who waits, in the order they registered, as far as there is room</source>
        <translation>Let in everybody who waits, in the order they registered, as far as there is room</translation>
    </message>
    <message>
        <source>Refuse</source>
        <translation>Refuse</translation>
    </message>
    <message>
        <source>Turn him away: he is told, and nothing else changes</source>
        <translation>Turn him away: he is told, and nothing else changes</translation>
    </message>
    <message>
        <source>A reserve waits outside the game and takes a removed player's place</source>
        <translation>A reserve waits outside the game and takes a removed player's place</translation>
    </message>
</context>
<context>
    <name>Narration</name>
    <message>
        <source>%1 and %2</source>
        <translation>%1 and %2</translation>
    </message>
    <message>
        <source>The game begins: %1 at the table.</source>
        <translation>The game begins: %1 at the table.</translation>
    </message>
    <message>
        <source>Day {day} begins.</source>
        <translation>Day {day} begins.</translation>
    </message>
    <message>
        <source>Voting opens at %1.</source>
        <translation>Voting opens at %1.</translation>
    </message>
    <message>
        <source>The candidates: %1.</source>
        <translation>The candidates: %1.</translation>
    </message>
    <message>
        <source>Nobody was nominated.</source>
        <translation>Nobody was nominated.</translation>
    </message>
    <message>
        <source>It closes at %1.</source>
        <translation>It closes at %1.</translation>
    </message>
    <message>
        <source>The discussion is over.</source>
        <translation>The discussion is over.</translation>
    </message>
    <message>
        <source>Voting is open.</source>
        <translation>Voting is open.</translation>
    </message>
    <message>
        <source>A tie. A runoff vote between: %1.</source>
        <translation>A tie. A runoff vote between: %1.</translation>
    </message>
    <message>
        <source>{name} is executed.</source>
        <translation>{name} is executed.</translation>
    </message>
    <message>
        <source>{name} is executed.</source>
        <comment>male</comment>
        <translation>{name} is executed.</translation>
    </message>
    <message>
        <source>{name} is executed.</source>
        <comment>female</comment>
        <translation>{name} is executed.</translation>
    </message>
    <message>
        <source>{name}'s role: {role}.</source>
        <translation>{name}'s role: {role}.</translation>
    </message>
    <message>
        <source>Nobody is executed.</source>
        <translation>Nobody is executed.</translation>
    </message>
    <message>
        <source>Morning comes at %1.</source>
        <translation>Morning comes at %1.</translation>
    </message>
    <message>
        <source>Night falls. The town falls asleep.</source>
        <translation>Night falls. The town falls asleep.</translation>
    </message>
    <message>
        <source>Circumstances: %1.</source>
        <translation>Circumstances: %1.</translation>
    </message>
    <message>
        <source>{name} leaves the game.</source>
        <translation>{name} leaves the game.</translation>
    </message>
    <message>
        <source>The game ends in a draw.</source>
        <translation>The game ends in a draw.</translation>
    </message>
    <message>
        <source>By day the town votes to execute a suspect, by night the mafia kills; the town wins when no mafioso is left, the mafia when it is no fewer than the rest.</source>
        <translation>By day the town votes to execute a suspect, by night the mafia kills; the town wins when no mafioso is left, the mafia when it is no fewer than the rest.</translation>
    </message>
    <message>
        <source>The town hunts Kira and the mafia by talk and by vote; Kira wins as the last one alive, the mafia once Kira is dead and it is no fewer than the rest.</source>
        <translation>The town hunts Kira and the mafia by talk and by vote; Kira wins as the last one alive, the mafia once Kira is dead and it is no fewer than the rest.</translation>
    </message>
    <message>
        <source>{name} has died.</source>
        <translation>{name} has died.</translation>
    </message>
    <message>
        <source>{name} has died.</source>
        <comment>male</comment>
        <translation>{name} has died.</translation>
    </message>
    <message>
        <source>{name} has died.</source>
        <comment>female</comment>
        <translation>{name} has died.</translation>
    </message>
    <message>
        <source>Morning. The town wakes up.</source>
        <translation>Morning. The town wakes up.</translation>
    </message>
    <message>
        <source>Nobody died tonight.</source>
        <translation>Nobody died tonight.</translation>
    </message>
    <message>
        <source>Tonight {name} died.</source>
        <translation>Tonight {name} died.</translation>
    </message>
    <message>
        <source>Tonight {name} died.</source>
        <comment>male</comment>
        <translation>Tonight {name} died.</translation>
    </message>
    <message>
        <source>Tonight {name} died.</source>
        <comment>female</comment>
        <translation>Tonight {name} died.</translation>
    </message>
    <message>
        <source>Tonight these died: %1.</source>
        <translation>Tonight these died: %1.</translation>
    </message>
    <message>
        <source>{name}: {circumstances}.</source>
        <translation>{name}: {circumstances}.</translation>
    </message>
    <message>
        <source>Voting is closed.</source>
        <translation>Voting is closed.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The count: %1.</source>
        <translation>The count: %1.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>The game is over.</translation>
    </message>
    <message>
        <source>The winners: %1.</source>
        <translation>The winners: %1.</translation>
    </message>
    <message>
        <source>Pass the laptop: %1.</source>
        <translation>Pass the laptop: %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n vote(s)</source>
        <translation>
            <numerusform>%n vote</numerusform>
            <numerusform>%n votes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) abstained.</source>
        <translation>
            <numerusform>%n player abstained.</numerusform>
            <numerusform>%n players abstained.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n attempt(s) failed tonight.</source>
        <translation>
            <numerusform>%n attempt failed tonight.</numerusform>
            <numerusform>%n attempts failed tonight.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s) left.</source>
        <translation>
            <numerusform>%n minute left.</numerusform>
            <numerusform>%n minutes left.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n second(s) left.</source>
        <translation>
            <numerusform>%n second left.</numerusform>
            <numerusform>%n seconds left.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game day(s) in a row without a death or a name written.</source>
        <translation>
            <numerusform>%n game day in a row without a death or a name written.</numerusform>
            <numerusform>%n game days in a row without a death or a name written.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game day(s) in a row without a death.</source>
        <translation>
            <numerusform>%n game day in a row without a death.</numerusform>
            <numerusform>%n game days in a row without a death.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NarratorMenu</name>
    <message>
        <source>Narrator</source>
        <translation>Narrator</translation>
    </message>
    <message>
        <source>Repeat the last line (R)</source>
        <translation>Repeat the last line (R)</translation>
    </message>
    <message>
        <source>Skip this line (S)</source>
        <translation>Skip this line (S)</translation>
    </message>
    <message>
        <source>Mute (M)</source>
        <translation>Mute (M)</translation>
    </message>
    <message>
        <source>Captions</source>
        <translation>Captions</translation>
    </message>
    <message>
        <source>Voice</source>
        <translation>Voice</translation>
    </message>
    <message>
        <source>Rate</source>
        <translation>Rate</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Slow</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Fast</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Volume</translation>
    </message>
</context>
<context>
    <name>NotebookPanel</name>
    <message>
        <source>Write a name</source>
        <translation>Write a name</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <source>Light corpse (his role is shown)</source>
        <translation>Light corpse (his role is shown)</translation>
    </message>
    <message>
        <source>Write</source>
        <translation>Write</translation>
    </message>
    <message>
        <source>Eyes…</source>
        <translation>Eyes…</translation>
    </message>
    <message>
        <source>Lend the notebook</source>
        <translation>Lend the notebook</translation>
    </message>
    <message>
        <source>Death time:</source>
        <translation>Death time:</translation>
    </message>
    <message>
        <source>Circumstances:</source>
        <translation>Circumstances:</translation>
    </message>
    <message>
        <source>optional, e.g. a heart attack</source>
        <translation>optional, e.g. a heart attack</translation>
    </message>
    <message>
        <source>To:</source>
        <translation>To:</translation>
    </message>
    <message>
        <source>Until:</source>
        <translation>Until:</translation>
    </message>
    <message>
        <source>Start later:</source>
        <translation>Start later:</translation>
    </message>
    <message>
        <source>Lend…</source>
        <translation>Lend…</translation>
    </message>
    <message>
        <source>Give away…</source>
        <translation>Give away…</translation>
    </message>
    <message>
        <source>Destroy…</source>
        <translation>Destroy…</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Written</source>
        <translation>Written</translation>
    </message>
    <message>
        <source>Death</source>
        <translation>Death</translation>
    </message>
    <message>
        <source>Circumstances</source>
        <translation>Circumstances</translation>
    </message>
    <message>
        <source>You own the notebook.</source>
        <translation>You own the notebook.</translation>
    </message>
    <message>
        <source>You hold a borrowed notebook.</source>
        <translation>You hold a borrowed notebook.</translation>
    </message>
    <message>
        <source>You are not told whose it is nor until when: it may go back at any moment.</source>
        <translation>You are not told whose it is nor until when: it may go back at any moment.</translation>
    </message>
    <message>
        <source>You have the eyes: you may write anybody at any time.</source>
        <translation>You have the eyes: you may write anybody at any time.</translation>
    </message>
    <message>
        <source>No eyes: only nominees, in the write window.</source>
        <translation>No eyes: only nominees, in the write window.</translation>
    </message>
    <message>
        <source>Names written today: %1 of 1.</source>
        <translation>Names written today: %1 of 1.</translation>
    </message>
    <message>
        <source>Lent to %1 from %2 until %3.</source>
        <translation>Lent to %1 from %2 until %3.</translation>
    </message>
    <message>
        <source>at once</source>
        <translation>at once</translation>
    </message>
    <message>
        <source>%1 dies at %2.</source>
        <translation>%1 dies at %2.</translation>
    </message>
    <message>
        <source>%1 dies at once.</source>
        <translation>%1 dies at once.</translation>
    </message>
    <message>
        <source>%1 dies tonight; the morning's newspaper tells it.</source>
        <translation>%1 dies tonight; the morning's newspaper tells it.</translation>
    </message>
    <message>
        <source>Write %1 in the Death Note?</source>
        <translation>Write %1 in the Death Note?</translation>
    </message>
    <message>
        <source>A written name cannot be crossed out.</source>
        <translation>A written name cannot be crossed out.</translation>
    </message>
    <message>
        <source>Take the eyes</source>
        <translation>Take the eyes</translation>
    </message>
    <message>
        <source>Taking the shinigami eyes cannot be undone. You may then write anybody at any time — and from then on, whenever you hold the notebook, L's check sees you as Kira and the mafia's search finds the notebook on you. If you own the notebook, you play for Kira's side alone from then on. Take the eyes?</source>
        <translation>Taking the shinigami eyes cannot be undone. You may then write anybody at any time — and from then on, whenever you hold the notebook, L's check sees you as Kira and the mafia's search finds the notebook on you. If you own the notebook, you play for Kira's side alone from then on. Take the eyes?</translation>
    </message>
    <message>
        <source>from %1 until %2</source>
        <translation>from %1 until %2</translation>
    </message>
    <message>
        <source>from now until %2</source>
        <translation>from now until %2</translation>
    </message>
    <message>
        <source>Lend the notebook to %1 %2? Until it comes back you cannot write, and you cannot take it back sooner. %1 is told only that a notebook was handed over for a while — not by whom, nor until when.</source>
        <translation>Lend the notebook to %1 %2? Until it comes back you cannot write, and you cannot take it back sooner. %1 is told only that a notebook was handed over for a while — not by whom, nor until when.</translation>
    </message>
    <message>
        <source>Give the notebook away</source>
        <translation>Give the notebook away</translation>
    </message>
    <message>
        <source>The notebook leaves your hands for good and goes to a random living player. Give it away?</source>
        <translation>The notebook leaves your hands for good and goes to a random living player. Give it away?</translation>
    </message>
    <message>
        <source>Destroy the notebook</source>
        <translation>Destroy the notebook</translation>
    </message>
    <message>
        <source>The notebook will be destroyed for good. Destroy it?</source>
        <translation>The notebook will be destroyed for good. Destroy it?</translation>
    </message>
</context>
<context>
    <name>PlayerPanel</name>
    <message>
        <source>Your role</source>
        <translation>Your role</translation>
    </message>
    <message>
        <source>Your results</source>
        <translation>Your results</translation>
    </message>
    <message>
        <source>What you can do now</source>
        <translation>What you can do now</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>Say something to everybody… (Ctrl+L)</source>
        <translation>Say something to everybody… (Ctrl+L)</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Send</translation>
    </message>
    <message>
        <source>Only the mafia reads this…</source>
        <translation>Only the mafia reads this…</translation>
    </message>
    <message>
        <source>A question to the host…</source>
        <translation>A question to the host…</translation>
    </message>
    <message>
        <source>A question to the host (only the host sees who asks)…</source>
        <translation>A question to the host (only the host sees who asks)…</translation>
    </message>
    <message>
        <source>Only the host sees who asks.</source>
        <translation>Only the host sees who asks.</translation>
    </message>
    <message>
        <source>Ask the host</source>
        <translation>Ask the host</translation>
    </message>
    <message>
        <source>Nothing to do right now.</source>
        <translation>Nothing to do right now.</translation>
    </message>
    <message>
        <source>Your role is hidden.
Click here or press %1 to show it.</source>
        <translation>Your role is hidden.
Click here or press %1 to show it.</translation>
    </message>
    <message>
        <source>Chat</source>
        <translation>Chat</translation>
    </message>
    <message>
        <source>Mafia</source>
        <translation>Mafia</translation>
    </message>
    <message>
        <source>Private</source>
        <translation>Private</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Host</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Rules</translation>
    </message>
    <message>
        <source>The end</source>
        <translation>The end</translation>
    </message>
    <message>
        <source>Graveyard</source>
        <translation>Graveyard</translation>
    </message>
    <message>
        <source>Notebook</source>
        <translation>Notebook</translation>
    </message>
    <message>
        <source>Accepted — %1.</source>
        <translation>Accepted — %1.</translation>
    </message>
    <message>
        <source>%1 — sending…</source>
        <translation>%1 — sending…</translation>
    </message>
    <message>
        <source>%1 — waiting for the link</source>
        <translation>%1 — waiting for the link</translation>
    </message>
    <message>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <source>Your family: %1. Don: %2.</source>
        <translation>Your family: %1. Don: %2.</translation>
    </message>
    <message>
        <source>Killer: %1.</source>
        <translation>Killer: %1.</translation>
    </message>
    <message>
        <source>Your mafia: %1. Boss: %2.</source>
        <translation>Your mafia: %1. Boss: %2.</translation>
    </message>
    <message>
        <source>No boss tonight: no shot; any of you may search.</source>
        <translation>No boss tonight: no shot; any of you may search.</translation>
    </message>
    <message>
        <source>Not dealt yet</source>
        <translation>Not dealt yet</translation>
    </message>
    <message>
        <source>Spectator</source>
        <translation>Spectator</translation>
    </message>
    <message>
        <source>Roles are dealt when the host starts the game.</source>
        <translation>Roles are dealt when the host starts the game.</translation>
    </message>
    <message>
        <source>You play for: %1</source>
        <translation>You play for: %1</translation>
    </message>
    <message>
        <source>You now play for Kira's side alone.</source>
        <translation>You now play for Kira's side alone.</translation>
    </message>
    <message>
        <source>That you are the boss stays the mafia's secret: no check and no reveal at your death tells it — the reveal names you a Mafioso.</source>
        <translation>That you are the boss stays the mafia's secret: no check and no reveal at your death tells it — the reveal names you a Mafioso.</translation>
    </message>
    <message>
        <source>You nominate %1.</source>
        <translation>You nominate %1.</translation>
    </message>
    <message>
        <source>Your vote: %1.</source>
        <translation>Your vote: %1.</translation>
    </message>
    <message>
        <source>You abstain.</source>
        <translation>You abstain.</translation>
    </message>
    <message numerus="yes">
        <source>Vote changes left: %n</source>
        <translation>
            <numerusform>Vote changes left: %n</numerusform>
            <numerusform>Vote changes left: %n</numerusform>
        </translation>
    </message>
    <message>
        <source>You are dead: you no longer act in the game, but you may read it, and talk in the graveyard.</source>
        <translation>You are dead: you no longer act in the game, but you may read it, and talk in the graveyard.</translation>
    </message>
    <message>
        <source>You wear a bulletproof vest.</source>
        <translation>You wear a bulletproof vest.</translation>
    </message>
    <message>
        <source>You are knocked out until nightfall: no night action, no vote.</source>
        <translation>You are knocked out until nightfall: no night action, no vote.</translation>
    </message>
    <message>
        <source>%1 offers you to join the mafia.</source>
        <translation>%1 offers you to join the mafia.</translation>
    </message>
    <message>
        <source>Shots left: %1</source>
        <translation>Shots left: %1</translation>
    </message>
    <message>
        <source>You have conceded.</source>
        <translation>You have conceded.</translation>
    </message>
    <message>
        <source>Waiting for the host's approval</source>
        <translation>Waiting for the host's approval</translation>
    </message>
    <message>
        <source>The host approves or refuses each player of this table. You may read the rules of the table meanwhile.</source>
        <translation>The host approves or refuses each player of this table. You may read the rules of the table meanwhile.</translation>
    </message>
    <message>
        <source>You are a reserve</source>
        <translation>You are a reserve</translation>
    </message>
    <message>
        <source>You wait outside the game: when a player is removed, the first reserve takes his place. Until then you watch the game as a spectator.</source>
        <translation>You wait outside the game: when a player is removed, the first reserve takes his place. Until then you watch the game as a spectator.</translation>
    </message>
    <message>
        <source>You watch the game as a spectator until you take a removed player's place; then your role comes here.</source>
        <translation>You watch the game as a spectator until you take a removed player's place; then your role comes here.</translation>
    </message>
    <message>
        <source>%1 — check of %2: %3</source>
        <translation>%1 — check of %2: %3</translation>
    </message>
    <message>
        <source>%1 — notebook search on %2: %3</source>
        <translation>%1 — notebook search on %2: %3</translation>
    </message>
    <message>
        <source>The day's schedule</source>
        <translation>The day's schedule</translation>
    </message>
    <message>
        <source>%1: %2–%3</source>
        <translation>%1: %2–%3</translation>
    </message>
    <message numerus="yes">
        <source>%n real minute(s)</source>
        <translation>
            <numerusform>%n real minute</numerusform>
            <numerusform>%n real minutes</numerusform>
        </translation>
    </message>
    <message>
        <source>Tonight's order: shoot %1. Given by %2.</source>
        <translation>Tonight's order: shoot %1. Given by %2.</translation>
    </message>
    <message>
        <source>Tonight's order: search %1. Given by %2.</source>
        <translation>Tonight's order: search %1. Given by %2.</translation>
    </message>
    <message>
        <source>Notebook write window (without the eyes): %1–%2</source>
        <translation>Notebook write window (without the eyes): %1–%2</translation>
    </message>
    <message>
        <source>From the host</source>
        <translation>From the host</translation>
    </message>
    <message>
        <source>Q: %1</source>
        <translation>Q: %1</translation>
    </message>
    <message>
        <source>A: %1</source>
        <translation>A: %1</translation>
    </message>
    <message>
        <source>Your questions</source>
        <translation>Your questions</translation>
    </message>
    <message>
        <source>answered publicly</source>
        <translation>answered publicly</translation>
    </message>
    <message>
        <source>waiting for the host…</source>
        <translation>waiting for the host…</translation>
    </message>
    <message numerus="yes">
        <source>The text is too long (at most %n bytes).</source>
        <translation>
            <numerusform>The text is too long (at most %n bytes).</numerusform>
            <numerusform>The text is too long (at most %n bytes).</numerusform>
        </translation>
    </message>
    <message>
        <source>Your question was sent to the host.</source>
        <translation>Your question was sent to the host.</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Question</translation>
    </message>
    <message>
        <source>%1 refused: %2</source>
        <translation>%1 refused: %2</translation>
    </message>
    <message>
        <source>Nobody won</source>
        <translation>Nobody won</translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>You won!</translation>
    </message>
    <message>
        <source>You lost</source>
        <translation>You lost</translation>
    </message>
    <message>
        <source>Your numbers in the group's record</source>
        <translation>Your numbers in the group's record</translation>
    </message>
    <message>
        <source>Games: %1 · Wins: %2 (%3)</source>
        <translation>Games: %1 · Wins: %2 (%3)</translation>
    </message>
    <message>
        <source>Rating: %1 → %2</source>
        <translation>Rating: %1 → %2</translation>
    </message>
    <message>
        <source>Winners: %1</source>
        <translation>Winners: %1</translation>
    </message>
    <message>
        <source>You have not voted today. Vote before %1, or you will be removed from the game for inactivity.</source>
        <translation>You have not voted today. Vote before %1, or you will be removed from the game for inactivity.</translation>
    </message>
    <message>
        <source>You have not written in the game chat today. Write a line before %1, or you will be removed from the game for inactivity.</source>
        <translation>You have not written in the game chat today. Write a line before %1, or you will be removed from the game for inactivity.</translation>
    </message>
    <message>
        <source>Today you have neither written in the game chat nor voted. Do both before %1, or you will be removed from the game for inactivity.</source>
        <translation>Today you have neither written in the game chat nor voted. Do both before %1, or you will be removed from the game for inactivity.</translation>
    </message>
    <message>
        <source>You will not be removed for inactivity today.</source>
        <translation>You will not be removed for inactivity today.</translation>
    </message>
</context>
<context>
    <name>PlayerRow</name>
    <message>
        <source>Bot's name</source>
        <translation>Bot's name</translation>
    </message>
    <message>
        <source>Player's name</source>
        <translation>Player's name</translation>
    </message>
    <message>
        <source>Bot (plays by itself)</source>
        <translation>Bot (plays by itself)</translation>
    </message>
    <message>
        <source>A computer player: it acts from its own seat's view and takes no private turn.</source>
        <translation>A computer player: it acts from its own seat's view and takes no private turn.</translation>
    </message>
    <message>
        <source>PIN (optional)</source>
        <translation>PIN (optional)</translation>
    </message>
    <message>
        <source>Four digits. The curtain asks for it before this player's private screen opens.</source>
        <translation>Four digits. The curtain asks for it before this player's private screen opens.</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>Move up</translation>
    </message>
    <message>
        <source>Move down</source>
        <translation>Move down</translation>
    </message>
    <message>
        <source>Remove this bot</source>
        <translation>Remove this bot</translation>
    </message>
    <message>
        <source>Remove this player</source>
        <translation>Remove this player</translation>
    </message>
</context>
<context>
    <name>PlayerTable</name>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Role</translation>
    </message>
    <message>
        <source>Character</source>
        <translation>Character</translation>
    </message>
    <message>
        <source>Today</source>
        <translation>Today</translation>
    </message>
    <message>
        <source>alive</source>
        <translation>alive</translation>
    </message>
    <message>
        <source>away</source>
        <translation>away</translation>
    </message>
    <message>
        <source>%1 (known to you)</source>
        <translation>%1 (known to you)</translation>
    </message>
    <message>
        <source>here</source>
        <translation>here</translation>
    </message>
    <message>
        <source>R%1</source>
        <translation>R%1</translation>
    </message>
</context>
<context>
    <name>PlayerWindow</name>
    <message>
        <source>Show my role (%1)</source>
        <translation>Show my role (%1)</translation>
    </message>
    <message>
        <source>Hide my role (%1)</source>
        <translation>Hide my role (%1)</translation>
    </message>
    <message>
        <source>How to play (F1)</source>
        <translation>How to play (F1)</translation>
    </message>
    <message>
        <source>%1 — %2 — DN Mafia</source>
        <translation>%1 — %2 — DN Mafia</translation>
    </message>
    <message>
        <source>● Connected</source>
        <translation>● Connected</translation>
    </message>
    <message>
        <source>○ Connecting…</source>
        <translation>○ Connecting…</translation>
    </message>
    <message>
        <source>◌ Connection lost — reconnecting…</source>
        <translation>◌ Connection lost — reconnecting…</translation>
    </message>
    <message>
        <source>○ Not connected</source>
        <translation>○ Not connected</translation>
    </message>
    <message>
        <source>✕ Disconnected</source>
        <translation>✕ Disconnected</translation>
    </message>
</context>
<context>
    <name>PrivatePage</name>
    <message>
        <source>%1 — your private screen</source>
        <translation>%1 — your private screen</translation>
    </message>
    <message>
        <source>Only you look now. When you are done, hide your screen and pass the laptop on.</source>
        <translation>Only you look now. When you are done, hide your screen and pass the laptop on.</translation>
    </message>
    <message>
        <source>Done — hide my screen</source>
        <translation>Done — hide my screen</translation>
    </message>
    <message>
        <source>Ctrl+D</source>
        <translation>Ctrl+D</translation>
    </message>
</context>
<context>
    <name>ProjectorWindow</name>
    <message>
        <source>Connection lost: reconnecting…</source>
        <translation>Connection lost: reconnecting…</translation>
    </message>
    <message>
        <source>Disconnected from the table</source>
        <translation>Disconnected from the table</translation>
    </message>
    <message>
        <source>Connecting to the table…</source>
        <translation>Connecting to the table…</translation>
    </message>
    <message>
        <source>F11 or Esc: leave full screen</source>
        <translation>F11 or Esc: leave full screen</translation>
    </message>
    <message>
        <source>F11: full screen</source>
        <translation>F11: full screen</translation>
    </message>
    <message>
        <source>Projector — %1</source>
        <translation>Projector — %1</translation>
    </message>
    <message>
        <source>Projector</source>
        <translation>Projector</translation>
    </message>
</context>
<context>
    <name>PublicBoard</name>
    <message>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>Newspaper</source>
        <translation>Newspaper</translation>
    </message>
    <message>
        <source>Schedule of a game day</source>
        <translation>Schedule of a game day</translation>
    </message>
    <message>
        <source>Rules of the table</source>
        <translation>Rules of the table</translation>
    </message>
    <message>
        <source>Reserves</source>
        <translation>Reserves</translation>
    </message>
    <message>
        <source>From the host</source>
        <translation>From the host</translation>
    </message>
    <message>
        <source>Latest events</source>
        <translation>Latest events</translation>
    </message>
    <message>
        <source>The table's key code: %1</source>
        <translation>The table's key code: %1</translation>
    </message>
    <message>
        <source>game clock</source>
        <translation>game clock</translation>
    </message>
    <message>
        <source>Waiting for the host to start the game</source>
        <translation>Waiting for the host to start the game</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) joined</source>
        <translation>
            <numerusform>%n player joined</numerusform>
            <numerusform>%n players joined</numerusform>
        </translation>
    </message>
    <message>
        <source>seats</source>
        <translation>seats</translation>
    </message>
    <message>
        <source>At the table</source>
        <translation>At the table</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>connected</translation>
    </message>
    <message>
        <source>away</source>
        <translation>away</translation>
    </message>
    <message>
        <source>%1: %2–%3 (%4 min)</source>
        <translation>%1: %2–%3 (%4 min)</translation>
    </message>
    <message>
        <source>%1: %2–%3</source>
        <translation>%1: %2–%3</translation>
    </message>
    <message>
        <source>The host moves the game from phase to phase.</source>
        <translation>The host moves the game from phase to phase.</translation>
    </message>
    <message>
        <source>The game begins with: %1</source>
        <translation>The game begins with: %1</translation>
    </message>
    <message>
        <source>Q: %1
A: %2</source>
        <translation>Q: %1
A: %2</translation>
    </message>
    <message>
        <source>Day %1</source>
        <translation>Day %1</translation>
    </message>
    <message>
        <source>Night %1</source>
        <translation>Night %1</translation>
    </message>
    <message>
        <source>Runoff vote, day %1</source>
        <translation>Runoff vote, day %1</translation>
    </message>
    <message>
        <source>Vote, day %1</source>
        <translation>Vote, day %1</translation>
    </message>
    <message>
        <source>Discussion; every player can be voted for</source>
        <translation>Discussion; every player can be voted for</translation>
    </message>
    <message>
        <source>Discussion and nominations</source>
        <translation>Discussion and nominations</translation>
    </message>
    <message>
        <source>Everybody votes for one player; no abstaining</source>
        <translation>Everybody votes for one player; no abstaining</translation>
    </message>
    <message>
        <source>Vote for a candidate or abstain</source>
        <translation>Vote for a candidate or abstain</translation>
    </message>
    <message>
        <source>The town sleeps</source>
        <translation>The town sleeps</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>runs after the private turns</source>
        <translation>runs after the private turns</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>Paused</translation>
    </message>
    <message>
        <source>the clock is stopped</source>
        <translation>the clock is stopped</translation>
    </message>
    <message>
        <source>left in this phase</source>
        <translation>left in this phase</translation>
    </message>
    <message>
        <source>until %1</source>
        <translation>until %1</translation>
    </message>
    <message>
        <source>“Next phase” on this board moves the game on</source>
        <translation>“Next phase” on this board moves the game on</translation>
    </message>
    <message>
        <source>the host moves the game on</source>
        <translation>the host moves the game on</translation>
    </message>
    <message>
        <source>alive</source>
        <translation>alive</translation>
    </message>
    <message>
        <source>nominated by %1 (%2)</source>
        <translation>nominated by %1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>candidate: %n vote(s)</source>
        <translation>
            <numerusform>candidate: %n vote</numerusform>
            <numerusform>candidate: %n votes</numerusform>
        </translation>
    </message>
    <message>
        <source>Nominations</source>
        <translation>Nominations</translation>
    </message>
    <message>
        <source>No nominations yet</source>
        <translation>No nominations yet</translation>
    </message>
    <message>
        <source>The list of nominees is frozen when the vote opens at %1.</source>
        <translation>The list of nominees is frozen when the vote opens at %1.</translation>
    </message>
    <message>
        <source>The vote</source>
        <translation>The vote</translation>
    </message>
    <message>
        <source>No candidates: nobody can be executed</source>
        <translation>No candidates: nobody can be executed</translation>
    </message>
    <message>
        <source>Abstained: %1 · not voted yet: %2</source>
        <translation>Abstained: %1 · not voted yet: %2</translation>
    </message>
    <message>
        <source>How the vote ended</source>
        <translation>How the vote ended</translation>
    </message>
    <message>
        <source>No candidates: nobody could be executed</source>
        <translation>No candidates: nobody could be executed</translation>
    </message>
    <message>
        <source>Executed: %1</source>
        <translation>Executed: %1</translation>
    </message>
    <message>
        <source>A tie: nobody is executed</source>
        <translation>A tie: nobody is executed</translation>
    </message>
    <message>
        <source>No votes: nobody is executed</source>
        <translation>No votes: nobody is executed</translation>
    </message>
    <message>
        <source>A tie: a runoff vote</source>
        <translation>A tie: a runoff vote</translation>
    </message>
    <message>
        <source>%1 · abstained: %2</source>
        <translation>%1 · abstained: %2</translation>
    </message>
    <message>
        <source>Deaths</source>
        <translation>Deaths</translation>
    </message>
    <message>
        <source>The notebook's path</source>
        <translation>The notebook's path</translation>
    </message>
    <message>
        <source>Names written in the notebook</source>
        <translation>Names written in the notebook</translation>
    </message>
    <message>
        <source>%1  %2 (%3): %4</source>
        <translation>%1  %2 (%3): %4</translation>
    </message>
    <message>
        <source>Nobody died.</source>
        <translation>Nobody died.</translation>
    </message>
    <message>
        <source>%1  %2: %3</source>
        <translation>%1  %2: %3</translation>
    </message>
    <message>
        <source>The notebook never changed hands.</source>
        <translation>The notebook never changed hands.</translation>
    </message>
    <message>
        <source>%1  %2 wrote %3</source>
        <translation>%1  %2 wrote %3</translation>
    </message>
    <message>
        <source>(death at %1)</source>
        <translation>(death at %1)</translation>
    </message>
    <message>
        <source>— %1</source>
        <translation>— %1</translation>
    </message>
    <message>
        <source>(light corpse)</source>
        <translation>(light corpse)</translation>
    </message>
    <message>
        <source>No name was written.</source>
        <translation>No name was written.</translation>
    </message>
    <message>
        <source>%1 of %2 · %3</source>
        <translation>%1 of %2 · %3</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>Draws</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Games</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Wins</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Win rate</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Rating</translation>
    </message>
    <message>
        <source>After game %1: the group's record</source>
        <translation>After game %1: the group's record</translation>
    </message>
</context>
<context>
    <name>QuestionsPanel</name>
    <message>
        <source>%1 at %2</source>
        <translation>%1 at %2</translation>
    </message>
    <message>
        <source>%1, before the game</source>
        <translation>%1, before the game</translation>
    </message>
    <message>
        <source>waiting for your answer</source>
        <translation>waiting for your answer</translation>
    </message>
    <message>
        <source>published: %1</source>
        <translation>published: %1</translation>
    </message>
    <message>
        <source>answered privately: %1</source>
        <translation>answered privately: %1</translation>
    </message>
    <message>
        <source>Open the table first.</source>
        <translation>Open the table first.</translation>
    </message>
    <message>
        <source>Choose a question to answer.</source>
        <translation>Choose a question to answer.</translation>
    </message>
    <message>
        <source>Write your answer first.</source>
        <translation>Write your answer first.</translation>
    </message>
    <message>
        <source>Your answer…</source>
        <translation>Your answer…</translation>
    </message>
    <message>
        <source>Answer privately</source>
        <translation>Answer privately</translation>
    </message>
    <message>
        <source>Only the player who asked sees the answer.</source>
        <translation>Only the player who asked sees the answer.</translation>
    </message>
    <message>
        <source>Publish the answer</source>
        <translation>Publish the answer</translation>
    </message>
    <message>
        <source>Everybody sees the question and the answer, never who asked.</source>
        <translation>Everybody sees the question and the answer, never who asked.</translation>
    </message>
    <message>
        <source>An announcement to everybody:</source>
        <translation>An announcement to everybody:</translation>
    </message>
    <message>
        <source>e.g. The vote tonight ends at 21:00 sharp</source>
        <translation>e.g. The vote tonight ends at 21:00 sharp</translation>
    </message>
    <message>
        <source>Announce</source>
        <translation>Announce</translation>
    </message>
</context>
<context>
    <name>ReplayViewer</name>
    <message>
        <source>command %1 of %2 does not replay on this version of the rules (%3)</source>
        <translation>command %1 of %2 does not replay on this version of the rules (%3)</translation>
    </message>
    <message>
        <source>Replay — %1</source>
        <translation>Replay — %1</translation>
    </message>
    <message>
        <source>&amp;Point of view:</source>
        <translation>&amp;Point of view:</translation>
    </message>
    <message>
        <source>This saved game cannot be replayed:
%1</source>
        <translation>This saved game cannot be replayed:
%1</translation>
    </message>
    <message>
        <source>Moments</source>
        <translation>Moments</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>Clock</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>What happened</translation>
    </message>
    <message>
        <source>The start (Home)</source>
        <translation>The start (Home)</translation>
    </message>
    <message>
        <source>The previous phase (Page Up)</source>
        <translation>The previous phase (Page Up)</translation>
    </message>
    <message>
        <source>One step back (←)</source>
        <translation>One step back (←)</translation>
    </message>
    <message>
        <source>Play / pause (Space)</source>
        <translation>Play / pause (Space)</translation>
    </message>
    <message>
        <source>One step forward (→)</source>
        <translation>One step forward (→)</translation>
    </message>
    <message>
        <source>The next phase (Page Down)</source>
        <translation>The next phase (Page Down)</translation>
    </message>
    <message>
        <source>The end (End)</source>
        <translation>The end (End)</translation>
    </message>
    <message>
        <source>This log was damaged; the replay stops at its last complete move. What was lost: %1</source>
        <translation>This log was damaged; the replay stops at its last complete move. What was lost: %1</translation>
    </message>
    <message>
        <source>The replay stops early: %1</source>
        <translation>The replay stops early: %1</translation>
    </message>
    <message>
        <source>Everything (god view)</source>
        <translation>Everything (god view)</translation>
    </message>
    <message>
        <source>The public board</source>
        <translation>The public board</translation>
    </message>
    <message>
        <source>Every role, every move, the notebook and the mafia channel.</source>
        <translation>Every role, every move, the notebook and the mafia channel.</translation>
    </message>
    <message>
        <source>What everybody saw: the board on the projector.</source>
        <translation>What everybody saw: the board on the projector.</translation>
    </message>
    <message>
        <source>Only what %1 knew at each moment; the moments are the ones %1 could notice.</source>
        <translation>Only what %1 knew at each moment; the moments are the ones %1 could notice.</translation>
    </message>
    <message>
        <source>Only what %1 knew at each moment; the moments are the ones %1 could notice.</source>
        <comment>male</comment>
        <translation>Only what %1 knew at each moment; the moments are the ones %1 could notice.</translation>
    </message>
    <message>
        <source>Only what %1 knew at each moment; the moments are the ones %1 could notice.</source>
        <comment>female</comment>
        <translation>Only what %1 knew at each moment; the moments are the ones %1 could notice.</translation>
    </message>
    <message>
        <source>The game begins</source>
        <translation>The game begins</translation>
    </message>
    <message>
        <source>The clock moves to %1</source>
        <translation>The clock moves to %1</translation>
    </message>
    <message>
        <source>The host removes %1</source>
        <translation>The host removes %1</translation>
    </message>
    <message>
        <source>%1 (+%2 more)</source>
        <translation>%1 (+%2 more)</translation>
    </message>
    <message>
        <source>%1 to the mafia: “%2”</source>
        <translation>%1 to the mafia: “%2”</translation>
    </message>
    <message>
        <source>%1: “%2”</source>
        <translation>%1: “%2”</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>%1 / %2 · %3 · %4</source>
        <translation>%1 / %2 · %3 · %4</translation>
    </message>
</context>
<context>
    <name>ResumePrompt</name>
    <message>
        <source>An unfinished game</source>
        <translation>An unfinished game</translation>
    </message>
    <message>
        <source>You have an unfinished game — resume it?</source>
        <translation>You have an unfinished game — resume it?</translation>
    </message>
    <message>
        <source>Hot-seat</source>
        <translation>Hot-seat</translation>
    </message>
    <message>
        <source>LAN table</source>
        <translation>LAN table</translation>
    </message>
    <message>
        <source>(unnamed)</source>
        <translation>(unnamed)</translation>
    </message>
    <message numerus="yes">
        <source>Interrupted after %n move(s).</source>
        <translation>
            <numerusform>Interrupted after %n move.</numerusform>
            <numerusform>Interrupted after %n moves.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more unfinished game(s) in Saved games.</source>
        <translation>
            <numerusform>%n more unfinished game in Saved games.</numerusform>
            <numerusform>%n more unfinished games in Saved games.</numerusform>
        </translation>
    </message>
    <message>
        <source>“Not now” asks again at the next start; “Don't ask about this game” does not — the game stays in Saved games.</source>
        <translation>“Not now” asks again at the next start; “Don't ask about this game” does not — the game stays in Saved games.</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Resume</translation>
    </message>
    <message>
        <source>Saved games…</source>
        <translation>Saved games…</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Not now</translation>
    </message>
    <message>
        <source>Don't ask about this game</source>
        <translation>Don't ask about this game</translation>
    </message>
</context>
<context>
    <name>RoleEditor</name>
    <message>
        <source>The night's steps now: %1</source>
        <translation>The night's steps now: %1</translation>
    </message>
    <message>
        <source>Load role file</source>
        <translation>Load role file</translation>
    </message>
    <message>
        <source>Save role file</source>
        <translation>Save role file</translation>
    </message>
    <message>
        <source>Role files (*.toml)</source>
        <translation>Role files (*.toml)</translation>
    </message>
    <message>
        <source>A role of your own</source>
        <translation>A role of your own</translation>
    </message>
    <message>
        <source>The role</source>
        <translation>The role</translation>
    </message>
    <message>
        <source>How it plays</source>
        <translation>How it plays</translation>
    </message>
    <message>
        <source>What it may do</source>
        <translation>What it may do</translation>
    </message>
    <message>
        <source>Its night step</source>
        <translation>Its night step</translation>
    </message>
    <message>
        <source>Word (small letters, no spaces)</source>
        <translation>Word (small letters, no spaces)</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Rules</translation>
    </message>
    <message>
        <source>Name in English</source>
        <translation>Name in English</translation>
    </message>
    <message>
        <source>Name in Russian</source>
        <translation>Name in Russian</translation>
    </message>
    <message>
        <source>Card in English</source>
        <translation>Card in English</translation>
    </message>
    <message>
        <source>Card in Russian</source>
        <translation>Card in Russian</translation>
    </message>
    <message>
        <source>Picture</source>
        <translation>Picture</translation>
    </message>
    <message>
        <source>Plays for</source>
        <translation>Plays for</translation>
    </message>
    <message>
        <source>A check reads him as</source>
        <translation>A check reads him as</translation>
    </message>
    <message>
        <source>How he wins</source>
        <translation>How he wins</translation>
    </message>
    <message>
        <source>Place in lists</source>
        <translation>Place in lists</translation>
    </message>
    <message>
        <source>Seats that get it</source>
        <translation>Seats that get it</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Step</translation>
    </message>
    <message>
        <source>After the steps</source>
        <translation>After the steps</translation>
    </message>
    <message>
        <source>e.g. doctor, commissar</source>
        <translation>e.g. doctor, commissar</translation>
    </message>
    <message>
        <source>Add an action</source>
        <translation>Add an action</translation>
    </message>
    <message>
        <source>Load role file…</source>
        <translation>Load role file…</translation>
    </message>
    <message>
        <source>Save role file…</source>
        <translation>Save role file…</translation>
    </message>
    <message>
        <source>The town</source>
        <translation>The town</translation>
    </message>
    <message>
        <source>The mafia</source>
        <translation>The mafia</translation>
    </message>
    <message>
        <source>Kira</source>
        <translation>Kira</translation>
    </message>
    <message>
        <source>Alone (like the maniac)</source>
        <translation>Alone (like the maniac)</translation>
    </message>
    <message>
        <source>With its team</source>
        <translation>With its team</translation>
    </message>
    <message>
        <source>Alone, as the last one alive</source>
        <translation>Alone, as the last one alive</translation>
    </message>
    <message>
        <source>Not a mafioso</source>
        <translation>Not a mafioso</translation>
    </message>
    <message>
        <source>A civilian</source>
        <translation>A civilian</translation>
    </message>
    <message>
        <source>Near</source>
        <translation>Near</translation>
    </message>
    <message>
        <source>At night</source>
        <translation>At night</translation>
    </message>
    <message>
        <source>By day</source>
        <translation>By day</translation>
    </message>
    <message>
        <source>At any time</source>
        <translation>At any time</translation>
    </message>
    <message>
        <source>Once a night</source>
        <translation>Once a night</translation>
    </message>
    <message>
        <source>Once a day</source>
        <translation>Once a day</translation>
    </message>
    <message>
        <source>As often as the rules let</source>
        <translation>As often as the rules let</translation>
    </message>
    <message>
        <source>Nobody's side</source>
        <translation>Nobody's side</translation>
    </message>
    <message>
        <source>If the town's vote executes him</source>
        <translation>If the town's vote executes him</translation>
    </message>
    <message>
        <source>If alive at the end, whoever wins</source>
        <translation>If alive at the end, whoever wins</translation>
    </message>
    <message>
        <source>A mafioso</source>
        <translation>A mafioso</translation>
    </message>
</context>
<context>
    <name>RulesEditor</name>
    <message>
        <source>Day and nominations</source>
        <translation>Day and nominations</translation>
    </message>
    <message>
        <source>The execution vote</source>
        <translation>The execution vote</translation>
    </message>
    <message>
        <source>Reveals and the newspaper</source>
        <translation>Reveals and the newspaper</translation>
    </message>
    <message>
        <source>The notebook</source>
        <translation>The notebook</translation>
    </message>
    <message>
        <source>The night</source>
        <translation>The night</translation>
    </message>
    <message>
        <source>Default: %1</source>
        <translation>Default: %1</translation>
    </message>
    <message>
        <source>Don (2nd family)</source>
        <translation>Don (2nd family)</translation>
    </message>
    <message>
        <source>Only with two mafias</source>
        <translation>Only with two mafias</translation>
    </message>
    <message>
        <source>No changes</source>
        <translation>No changes</translation>
    </message>
    <message>
        <source>Once</source>
        <translation>Once</translation>
    </message>
    <message>
        <source>Any number of times</source>
        <translation>Any number of times</translation>
    </message>
    <message>
        <source>Nobody is executed</source>
        <translation>Nobody is executed</translation>
    </message>
    <message>
        <source>A random one of them</source>
        <translation>A random one of them</translation>
    </message>
    <message>
        <source>A runoff vote</source>
        <translation>A runoff vote</translation>
    </message>
    <message>
        <source>Right after the vote</source>
        <translation>Right after the vote</translation>
    </message>
    <message>
        <source>After the night</source>
        <translation>After the night</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>Never</translation>
    </message>
    <message>
        <source>The role</source>
        <translation>The role</translation>
    </message>
    <message>
        <source>The deal</source>
        <translation>The deal</translation>
    </message>
    <message>
        <source>The roles</source>
        <translation>The roles</translation>
    </message>
    <message>
        <source>Inactive players and reserves</source>
        <translation>Inactive players and reserves</translation>
    </message>
    <message>
        <source>Scenario 1: two mafias</source>
        <translation>Scenario 1: two mafias</translation>
    </message>
    <message>
        <source>Scenario 2: recruitment</source>
        <translation>Scenario 2: recruitment</translation>
    </message>
    <message>
        <source>Scenario 3: bulletproof vests</source>
        <translation>Scenario 3: bulletproof vests</translation>
    </message>
    <message>
        <source>Scenario 4: the lawyer strike</source>
        <translation>Scenario 4: the lawyer strike</translation>
    </message>
    <message>
        <source>Scenario 5: the killer strike</source>
        <translation>Scenario 5: the killer strike</translation>
    </message>
    <message>
        <source>Scenario 6: the Don strike</source>
        <translation>Scenario 6: the Don strike</translation>
    </message>
    <message>
        <source>The end of the game</source>
        <translation>The end of the game</translation>
    </message>
    <message>
        <source>unlimited</source>
        <translation>unlimited</translation>
    </message>
    <message>
        <source>The team only</source>
        <translation>The team only</translation>
    </message>
    <message>
        <source>Nothing</source>
        <translation>Nothing</translation>
    </message>
    <message>
        <source>No duty</source>
        <translation>No duty</translation>
    </message>
    <message>
        <source>Remind the holder</source>
        <translation>Remind the holder</translation>
    </message>
    <message>
        <source>Remove a holder who skips</source>
        <translation>Remove a holder who skips</translation>
    </message>
    <message>
        <source>All agree on one target</source>
        <translation>All agree on one target</translation>
    </message>
    <message>
        <source>A designated killer</source>
        <translation>A designated killer</translation>
    </message>
    <message>
        <source>The Don decides</source>
        <translation>The Don decides</translation>
    </message>
    <message>
        <source>The attackers' names</source>
        <translation>The attackers' names</translation>
    </message>
    <message>
        <source>Only "the mafia"</source>
        <translation>Only "the mafia"</translation>
    </message>
    <message>
        <source>No penalty</source>
        <translation>No penalty</translation>
    </message>
    <message>
        <source>The striker dies at once</source>
        <translation>The striker dies at once</translation>
    </message>
    <message>
        <source>The striker dies on his second miss</source>
        <translation>The striker dies on his second miss</translation>
    </message>
    <message>
        <source>Drawn by lot</source>
        <translation>Drawn by lot</translation>
    </message>
    <message>
        <source>The first mafioso who shoots</source>
        <translation>The first mafioso who shoots</translation>
    </message>
    <message>
        <source>Dealt, or drawn by lot</source>
        <translation>Dealt, or drawn by lot</translation>
    </message>
    <message>
        <source>Elected by the family</source>
        <translation>Elected by the family</translation>
    </message>
    <message>
        <source>No sanction</source>
        <translation>No sanction</translation>
    </message>
    <message>
        <source>The survivor is named</source>
        <translation>The survivor is named</translation>
    </message>
    <message>
        <source>Named, then the Don dies on a second miss</source>
        <translation>Named, then the Don dies on a second miss</translation>
    </message>
    <message>
        <source>A new Don</source>
        <translation>A new Don</translation>
    </message>
    <message>
        <source>No Don any more</source>
        <translation>No Don any more</translation>
    </message>
    <message>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <source>on</source>
        <translation>on</translation>
    </message>
    <message>
        <source>off</source>
        <translation>off</translation>
    </message>
    <message>
        <source>The game begins with</source>
        <translation>The game begins with</translation>
    </message>
    <message>
        <source>A day (talk, nominations, a vote) or a night (night actions first).</source>
        <translation>A day (talk, nominations, a vote) or a night (night actions first).</translation>
    </message>
    <message>
        <source>Nominations</source>
        <translation>Nominations</translation>
    </message>
    <message>
        <source>By day players nominate candidates; only nominees can be executed. Off: every living player is a candidate.</source>
        <translation>By day players nominate candidates; only nominees can be executed. Off: every living player is a candidate.</translation>
    </message>
    <message>
        <source>Day begins at</source>
        <translation>Day begins at</translation>
    </message>
    <message>
        <source>The game-clock time when the night ends and a new day opens.</source>
        <translation>The game-clock time when the night ends and a new day opens.</translation>
    </message>
    <message>
        <source>Nominations close at</source>
        <translation>Nominations close at</translation>
    </message>
    <message>
        <source>The nominee list is frozen and the execution vote opens.</source>
        <translation>The nominee list is frozen and the execution vote opens.</translation>
    </message>
    <message>
        <source>The vote closes at</source>
        <translation>The vote closes at</translation>
    </message>
    <message>
        <source>The votes are counted, the executed player is named and night falls.</source>
        <translation>The votes are counted, the executed player is named and night falls.</translation>
    </message>
    <message>
        <source>Closed-form write window</source>
        <translation>Closed-form write window</translation>
    </message>
    <message>
        <source>The only time a holder without the eyes may write, and only a nominee.</source>
        <translation>The only time a holder without the eyes may write, and only a nominee.</translation>
    </message>
    <message>
        <source>The day may end early</source>
        <translation>The day may end early</translation>
    </message>
    <message>
        <source>The game ends with no winner after this many game days in a row in which nobody died (and, with the Death Note, no name was written); 0: never.</source>
        <translation>The game ends with no winner after this many game days in a row in which nobody died (and, with the Death Note, no name was written); 0: never.</translation>
    </message>
    <message>
        <source>The saved are named</source>
        <translation>The saved are named</translation>
    </message>
    <message>
        <source>The newspaper names a player the doctor saved. A failed mafia kill is announced either way ("The mafia's kill failed."), never why: the mafiosi disagreed, a save, the peacemaker or a vest.</source>
        <translation>The newspaper names a player the doctor saved. A failed mafia kill is announced either way ("The mafia's kill failed."), never why: the mafiosi disagreed, a save, the peacemaker or a vest.</translation>
    </message>
    <message>
        <source>Only the Don's shot is the family's kill; the witness then sees the Don.</source>
        <translation>Only the Don's shot is the family's kill; the witness then sees the Don.</translation>
    </message>
    <message>
        <source>In timed pace, end the day as soon as every living player has voted in advance (the source rules never end a day early).</source>
        <translation>In timed pace, end the day as soon as every living player has voted in advance (the source rules never end a day early).</translation>
    </message>
    <message>
        <source>Abstaining allowed</source>
        <translation>Abstaining allowed</translation>
    </message>
    <message>
        <source>A player may abstain instead of voting for a candidate.</source>
        <translation>A player may abstain instead of voting for a candidate.</translation>
    </message>
    <message>
        <source>Vote changes</source>
        <translation>Vote changes</translation>
    </message>
    <message>
        <source>How often a player may change his vote in one vote.</source>
        <translation>How often a player may change his vote in one vote.</translation>
    </message>
    <message>
        <source>A silent candidate votes against himself</source>
        <translation>A silent candidate votes against himself</translation>
    </message>
    <message>
        <source>A candidate who neither votes nor abstains counts as a vote against himself.</source>
        <translation>A candidate who neither votes nor abstains counts as a vote against himself.</translation>
    </message>
    <message>
        <source>On a tie</source>
        <translation>On a tie</translation>
    </message>
    <message>
        <source>What happens when candidates share the most votes.</source>
        <translation>What happens when candidates share the most votes.</translation>
    </message>
    <message>
        <source>The executed player's role is shown</source>
        <translation>The executed player's role is shown</translation>
    </message>
    <message>
        <source>When the table learns the role of the player it executed.</source>
        <translation>When the table learns the role of the player it executed.</translation>
    </message>
    <message>
        <source>A reveal shows</source>
        <translation>A reveal shows</translation>
    </message>
    <message>
        <source>The full role, or only the team the player played for.</source>
        <translation>The full role, or only the team the player played for.</translation>
    </message>
    <message>
        <source>Remove inactive players</source>
        <translation>Remove inactive players</translation>
    </message>
    <message>
        <source>A removed player's role is shown</source>
        <translation>A removed player's role is shown</translation>
    </message>
    <message>
        <source>What the table learns about a player removed for inactivity.</source>
        <translation>What the table learns about a player removed for inactivity.</translation>
    </message>
    <message>
        <source>Reserves take the role</source>
        <translation>Reserves take the role</translation>
    </message>
    <message>
        <source>A reserve seated in a removed player's place plays on with his role.</source>
        <translation>A reserve seated in a removed player's place plays on with his role.</translation>
    </message>
    <message>
        <source>Kira's daily duty</source>
        <translation>Kira's daily duty</translation>
    </message>
    <message>
        <source>Loans may start later</source>
        <translation>Loans may start later</translation>
    </message>
    <message>
        <source>Destroying cancels pending deaths</source>
        <translation>Destroying cancels pending deaths</translation>
    </message>
    <message>
        <source>Names written for a later time do not die once the notebook is destroyed.</source>
        <translation>Names written for a later time do not die once the notebook is destroyed.</translation>
    </message>
    <message>
        <source>Searches find a holder without the eyes</source>
        <translation>Searches find a holder without the eyes</translation>
    </message>
    <message>
        <source>Each game day somebody must write a name. Whoever held the notebook at a moment he could write, on a day with no name written, let the day pass.</source>
        <translation>Each game day somebody must write a name. Whoever held the notebook at a moment he could write, on a day with no name written, let the day pass.</translation>
    </message>
    <message>
        <source>auto: a quarter, rounded</source>
        <translation>auto: a quarter, rounded</translation>
    </message>
    <message>
        <source>When the vote closes, remove each player who has not done every duty switched on below that day. Each one is warned when the vote opens.</source>
        <translation>When the vote closes, remove each player who has not done every duty switched on below that day. Each one is warned when the vote opens.</translation>
    </message>
    <message>
        <source>Duty: vote every day</source>
        <translation>Duty: vote every day</translation>
    </message>
    <message>
        <source>Whoever has not voted by the vote's close (an abstention counts where it is allowed) is removed.</source>
        <translation>Whoever has not voted by the vote's close (an abstention counts where it is allowed) is removed.</translation>
    </message>
    <message>
        <source>Duty: write in the game chat every day</source>
        <translation>Duty: write in the game chat every day</translation>
    </message>
    <message>
        <source>Whoever has written no line in the game chat that day is removed, even if he voted. Leave it off where people sit together and talk aloud.</source>
        <translation>Whoever has written no line in the game chat that day is removed, even if he voted. Leave it off where people sit together and talk aloud.</translation>
    </message>
    <message>
        <source>The owner may set when a loan begins ("from 17:00 to 23:00"); off: a loan starts at once.</source>
        <translation>The owner may set when a loan begins ("from 17:00 to 23:00"); off: a loan starts at once.</translation>
    </message>
    <message>
        <source>The mafia's search also finds a holder who has no eyes (the closed form is otherwise immune).</source>
        <translation>The mafia's search also finds a holder who has no eyes (the closed form is otherwise immune).</translation>
    </message>
    <message>
        <source>Near finds the notebook itself</source>
        <translation>Near finds the notebook itself</translation>
    </message>
    <message>
        <source>Near's check finds whoever holds the notebook, eyes or not; off: it answers like the mafia's search.</source>
        <translation>Near's check finds whoever holds the notebook, eyes or not; off: it answers like the mafia's search.</translation>
    </message>
    <message>
        <source>Roles of L's victims are published</source>
        <translation>Roles of L's victims are published</translation>
    </message>
    <message>
        <source>The newspaper shows the role of a player shot by L.</source>
        <translation>The newspaper shows the role of a player shot by L.</translation>
    </message>
    <message>
        <source>Failed shots are announced</source>
        <translation>Failed shots are announced</translation>
    </message>
    <message>
        <source>The newspaper says when a shot failed because Near saved the target.</source>
        <translation>The newspaper says when a shot failed because Near saved the target.</translation>
    </message>
    <message>
        <source>No shot after the boss dies</source>
        <translation>No shot after the boss dies</translation>
    </message>
    <message>
        <source>The night after the boss's death the mafia cannot shoot; any mafioso may search.</source>
        <translation>The night after the boss's death the mafia cannot shoot; any mafioso may search.</translation>
    </message>
    <message>
        <source>The mafia acts before L</source>
        <translation>The mafia acts before L</translation>
    </message>
    <message>
        <source>At night the mafia's action comes first, so L shot by the mafia does not act.</source>
        <translation>At night the mafia's action comes first, so L shot by the mafia does not act.</translation>
    </message>
    <message>
        <source>A draw after quiet days</source>
        <translation>A draw after quiet days</translation>
    </message>
    <message>
        <source>The doctor may save himself</source>
        <translation>The doctor may save himself</translation>
    </message>
    <message>
        <source>The doctor may choose himself as the player he saves.</source>
        <translation>The doctor may choose himself as the player he saves.</translation>
    </message>
    <message>
        <source>The killer strike</source>
        <translation>The killer strike</translation>
    </message>
    <message>
        <source>Only the killer's shot is the mafia's kill; the witness learns his name, and a wrong lawyer strike costs him his life.</source>
        <translation>Only the killer's shot is the mafia's kill; the witness learns his name, and a wrong lawyer strike costs him his life.</translation>
    </message>
    <message>
        <source>Mafiosi</source>
        <translation>Mafiosi</translation>
    </message>
    <message>
        <source>How many players are dealt the mafia, the Don and the thug among them. Auto: a quarter of the players, rounded (a half up), at least one: 4–5 players → 1, 6–9 → 2, 10–13 → 3.</source>
        <translation>How many players are dealt the mafia, the Don and the thug among them. Auto: a quarter of the players, rounded (a half up), at least one: 4–5 players → 1, 6–9 → 2, 10–13 → 3.</translation>
    </message>
    <message>
        <source>Optional roles</source>
        <translation>Optional roles</translation>
    </message>
    <message>
        <source>Each at most once. The town roles and the maniac take civilians' seats, the thug and the Dons the mafia's.</source>
        <translation>Each at most once. The town roles and the maniac take civilians' seats, the thug and the Dons the mafia's.</translation>
    </message>
    <message>
        <source>A night victim's role is shown</source>
        <translation>A night victim's role is shown</translation>
    </message>
    <message>
        <source>What the morning newspaper says about each player killed in the night.</source>
        <translation>What the morning newspaper says about each player killed in the night.</translation>
    </message>
    <message>
        <source>Saved players' roles are shown</source>
        <translation>Saved players' roles are shown</translation>
    </message>
    <message>
        <source>When saves are announced, the newspaper also gives the saved player's role.</source>
        <translation>When saves are announced, the newspaper also gives the saved player's role.</translation>
    </message>
    <message>
        <source>A doctor who saved himself is shown</source>
        <translation>A doctor who saved himself is shown</translation>
    </message>
    <message>
        <source>When saves are announced, the role of a doctor who saved himself is given too.</source>
        <translation>When saves are announced, the role of a doctor who saved himself is given too.</translation>
    </message>
    <message>
        <source>The executioner's shots</source>
        <translation>The executioner's shots</translation>
    </message>
    <message>
        <source>How many night shots the executioner has in the whole game.</source>
        <translation>How many night shots the executioner has in the whole game.</translation>
    </message>
    <message>
        <source>The witness learns</source>
        <translation>The witness learns</translation>
    </message>
    <message>
        <source>Who the witness is told attacked the player he watched, when all the mafia shot.</source>
        <translation>Who the witness is told attacked the player he watched, when all the mafia shot.</translation>
    </message>
    <message>
        <source>Two mafias</source>
        <translation>Two mafias</translation>
    </message>
    <message>
        <source>Two rival families, each with its own channel, kill and Don; for 15 players and more.</source>
        <translation>Two rival families, each with its own channel, kill and Don; for 15 players and more.</translation>
    </message>
    <message>
        <source>Recruitment</source>
        <translation>Recruitment</translation>
    </message>
    <message>
        <source>Each death in a family gives it one offer to a living player to join it.</source>
        <translation>Each death in a family gives it one offer to a living player to join it.</translation>
    </message>
    <message>
        <source>A recruit loses his role</source>
        <translation>A recruit loses his role</translation>
    </message>
    <message>
        <source>A recruited role-holder becomes a plain mafioso; off: he keeps his role's actions.</source>
        <translation>A recruited role-holder becomes a plain mafioso; off: he keeps his role's actions.</translation>
    </message>
    <message>
        <source>Bulletproof vests</source>
        <translation>Bulletproof vests</translation>
    </message>
    <message>
        <source>Vests dealt at random among the town; a vest stops one mafia shot, and the wearer is told.</source>
        <translation>Vests dealt at random among the town; a vest stops one mafia shot, and the wearer is told.</translation>
    </message>
    <message>
        <source>The lawyer strike</source>
        <translation>The lawyer strike</translation>
    </message>
    <message>
        <source>Once a night a mafioso may name a player and his role: right, he dies and nothing saves him; wrong, his survival is announced.</source>
        <translation>Once a night a mafioso may name a player and his role: right, he dies and nothing saves him; wrong, his survival is announced.</translation>
    </message>
    <message>
        <source>A wrong strike costs</source>
        <translation>A wrong strike costs</translation>
    </message>
    <message>
        <source>What happens to a mafioso whose lawyer strike names the wrong role.</source>
        <translation>What happens to a mafioso whose lawyer strike names the wrong role.</translation>
    </message>
    <message>
        <source>Lawyer strikes per family</source>
        <translation>Lawyer strikes per family</translation>
    </message>
    <message>
        <source>How many lawyer strikes each family has in the whole game.</source>
        <translation>How many lawyer strikes each family has in the whole game.</translation>
    </message>
    <message>
        <source>The killer is</source>
        <translation>The killer is</translation>
    </message>
    <message>
        <source>Who becomes the family's killer; a new one follows when he dies.</source>
        <translation>Who becomes the family's killer; a new one follows when he dies.</translation>
    </message>
    <message>
        <source>The killer's nights</source>
        <translation>The killer's nights</translation>
    </message>
    <message>
        <source>For how many nights the killer decides the kill; then all the family agree again.</source>
        <translation>For how many nights the killer decides the kill; then all the family agree again.</translation>
    </message>
    <message>
        <source>The Don strike</source>
        <translation>The Don strike</translation>
    </message>
    <message>
        <source>Once a night the Don may strike a player; neither the doctor nor a vest stops it.</source>
        <translation>Once a night the Don may strike a player; neither the doctor nor a vest stops it.</translation>
    </message>
    <message>
        <source>The Don is</source>
        <translation>The Don is</translation>
    </message>
    <message>
        <source>The dealt Don (or one drawn by lot), or the one his family elects.</source>
        <translation>The dealt Don (or one drawn by lot), or the one his family elects.</translation>
    </message>
    <message>
        <source>Don strikes</source>
        <translation>Don strikes</translation>
    </message>
    <message>
        <source>How many Don strikes each family has in the whole game.</source>
        <translation>How many Don strikes each family has in the whole game.</translation>
    </message>
    <message>
        <source>When the Don misses</source>
        <translation>When the Don misses</translation>
    </message>
    <message>
        <source>A strike stopped by the peacemaker is a miss; what the table learns or the Don pays.</source>
        <translation>A strike stopped by the peacemaker is a miss; what the table learns or the Don pays.</translation>
    </message>
    <message>
        <source>When the Don dies</source>
        <translation>When the Don dies</translation>
    </message>
    <message>
        <source>A new Don at the next nightfall (with what was left of the strikes), or the family plays on without one.</source>
        <translation>A new Don at the next nightfall (with what was left of the strikes), or the family plays on without one.</translation>
    </message>
    <message>
        <source>Nights the Don decides</source>
        <translation>Nights the Don decides</translation>
    </message>
    <message>
        <source>For how many nights only the Don's shot is the family's kill; then all agree again.</source>
        <translation>For how many nights only the Don's shot is the family's kill; then all agree again.</translation>
    </message>
    <message>
        <source>The game ends with no winner after this many game days in a row in which nobody died; 0: never.</source>
        <translation>The game ends with no winner after this many game days in a row in which nobody died; 0: never.</translation>
    </message>
    <message>
        <source>The Don decides the kill</source>
        <translation>The Don decides the kill</translation>
    </message>
</context>
<context>
    <name>RulesSandbox</name>
    <message>
        <source>'at' %1 is before the clock (%2)</source>
        <translation>'at' %1 is before the clock (%2)</translation>
    </message>
    <message>
        <source>Rules sandbox — DN Mafia</source>
        <translation>Rules sandbox — DN Mafia</translation>
    </message>
    <message>
        <source>Scenarios</source>
        <translation>Scenarios</translation>
    </message>
    <message>
        <source>Filter by name</source>
        <translation>Filter by name</translation>
    </message>
    <message>
        <source>The scenarios that pin the rules, from %1.</source>
        <translation>The scenarios that pin the rules, from %1.</translation>
    </message>
    <message>
        <source>No bundled scenarios here; open a scenario file.</source>
        <translation>No bundled scenarios here; open a scenario file.</translation>
    </message>
    <message>
        <source>Open file…</source>
        <translation>Open file…</translation>
    </message>
    <message>
        <source>Run again</source>
        <translation>Run again</translation>
    </message>
    <message>
        <source>Read the file again and run it (F5)</source>
        <translation>Read the file again and run it (F5)</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Steps</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Step</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>Clock</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>What happened</translation>
    </message>
    <message>
        <source>Open a scenario</source>
        <translation>Open a scenario</translation>
    </message>
    <message>
        <source>Scenarios (*.toml);;All files (*)</source>
        <translation>Scenarios (*.toml);;All files (*)</translation>
    </message>
    <message>
        <source>Pick a scenario</source>
        <translation>Pick a scenario</translation>
    </message>
    <message>
        <source>A scenario file sets up a game (players, roles, options) and plays it step by step, checking what must hold after each step. Pick one of the bundled scenarios on the left, or open your own file.</source>
        <translation>A scenario file sets up a game (players, roles, options) and plays it step by step, checking what must hold after each step. Pick one of the bundled scenarios on the left, or open your own file.</translation>
    </message>
    <message>
        <source>Nothing run yet.</source>
        <translation>Nothing run yet.</translation>
    </message>
    <message>
        <source>Passed: %1 step(s) ran and all %2 expectation(s) held.</source>
        <translation>Passed: %1 step(s) ran and all %2 expectation(s) held.</translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>Failed: %1</translation>
    </message>
    <message>
        <source>step %1</source>
        <translation>step %1</translation>
    </message>
    <message>
        <source>the file's settings</source>
        <translation>the file's settings</translation>
    </message>
    <message>
        <source>This file cannot be run.
File: %1
Where: %2
What: %3</source>
        <translation>This file cannot be run.
File: %1
Where: %2
What: %3</translation>
    </message>
    <message>
        <source>Set-up</source>
        <translation>Set-up</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s), seed %1</source>
        <translation>
            <numerusform>%n player, seed %1</numerusform>
            <numerusform>%n players, seed %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>option %1 = %2</source>
        <translation>option %1 = %2</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>warning: %1</translation>
    </message>
    <message>
        <source>Opening messages (%1)</source>
        <translation>Opening messages (%1)</translation>
    </message>
    <message>
        <source>Step %1</source>
        <translation>Step %1</translation>
    </message>
    <message>
        <source>not run (an earlier step failed)</source>
        <translation>not run (an earlier step failed)</translation>
    </message>
    <message>
        <source>the clock moves to %1</source>
        <translation>the clock moves to %1</translation>
    </message>
    <message>
        <source>checks</source>
        <translation>checks</translation>
    </message>
    <message>
        <source>refused, as expected: %1</source>
        <translation>refused, as expected: %1</translation>
    </message>
    <message>
        <source>refused: %1</source>
        <translation>refused: %1</translation>
    </message>
    <message>
        <source>accepted, but the scenario expected a refusal</source>
        <translation>accepted, but the scenario expected a refusal</translation>
    </message>
    <message>
        <source>%1 = %2 — held</source>
        <translation>%1 = %2 — held</translation>
    </message>
    <message>
        <source>%1 = %2 — FAILED: %3</source>
        <translation>%1 = %2 — FAILED: %3</translation>
    </message>
    <message>
        <source>%1: %2 “%3”</source>
        <translation>%1: %2 “%3”</translation>
    </message>
    <message>
        <source>to %1</source>
        <translation>to %1</translation>
    </message>
    <message>
        <source>mafia</source>
        <translation>mafia</translation>
    </message>
    <message>
        <source>public</source>
        <translation>public</translation>
    </message>
    <message>
        <source>[%1] %2</source>
        <translation>[%1] %2</translation>
    </message>
</context>
<context>
    <name>SavedGamesPage</name>
    <message>
        <source>Saved games</source>
        <translation>Saved games</translation>
    </message>
    <message>
        <source>Every game is saved as it is played. Resume one that was interrupted, replay a finished one from any player's point of view, or export its story for the forum.</source>
        <translation>Every game is saved as it is played. Resume one that was interrupted, replay a finished one from any player's point of view, or export its story for the forum.</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Refresh</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>State</source>
        <translation>State</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Kind</translation>
    </message>
    <message>
        <source>Selected game</source>
        <translation>Selected game</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Resume</translation>
    </message>
    <message>
        <source>Replay…</source>
        <translation>Replay…</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>Delete…</translation>
    </message>
    <message>
        <source>Story:</source>
        <translation>Story:</translation>
    </message>
    <message>
        <source>Export story…</source>
        <translation>Export story…</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copy</translation>
    </message>
    <message>
        <source>Copy the story to the clipboard, ready to paste into a forum post</source>
        <translation>Copy the story to the clipboard, ready to paste into a forum post</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
    <message>
        <source>No saved games yet: a game is saved from its first move.</source>
        <translation>No saved games yet: a game is saved from its first move.</translation>
    </message>
    <message>
        <source>Cannot be opened</source>
        <translation>Cannot be opened</translation>
    </message>
    <message>
        <source>Finished: %1</source>
        <translation>Finished: %1</translation>
    </message>
    <message numerus="yes">
        <source>Running now, %n move(s)</source>
        <translation>
            <numerusform>Running now, %n move</numerusform>
            <numerusform>Running now, %n moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Unfinished, %n move(s)</source>
        <translation>
            <numerusform>Unfinished, %n move</numerusform>
            <numerusform>Unfinished, %n moves</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · damaged</source>
        <translation>%1 · damaged</translation>
    </message>
    <message>
        <source>Hot-seat</source>
        <translation>Hot-seat</translation>
    </message>
    <message>
        <source>LAN table</source>
        <translation>LAN table</translation>
    </message>
    <message>
        <source>(unnamed)</source>
        <translation>(unnamed)</translation>
    </message>
    <message>
        <source>Pick a game in the list.</source>
        <translation>Pick a game in the list.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>This saved game cannot be opened: %1</source>
        <translation>This saved game cannot be opened: %1</translation>
    </message>
    <message>
        <source>Only deleting it is possible.</source>
        <translation>Only deleting it is possible.</translation>
    </message>
    <message numerus="yes">
        <source>The game is being played: %n move(s) so far.</source>
        <translation>
            <numerusform>The game is being played: %n move so far.</numerusform>
            <numerusform>The game is being played: %n moves so far.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game was interrupted after %n move(s).</source>
        <translation>
            <numerusform>The game was interrupted after %n move.</numerusform>
            <numerusform>The game was interrupted after %n moves.</numerusform>
        </translation>
    </message>
    <message>
        <source>This log was damaged (the computer may have stopped while it was being written). Everything up to its last complete move was recovered; what was lost: %1</source>
        <translation>This log was damaged (the computer may have stopped while it was being written). Everything up to its last complete move was recovered; what was lost: %1</translation>
    </message>
    <message>
        <source>Bring its window forward</source>
        <translation>Bring its window forward</translation>
    </message>
    <message>
        <source>This game is over: it can be replayed, not resumed.</source>
        <translation>This game is over: it can be replayed, not resumed.</translation>
    </message>
    <message>
        <source>The replay and the story open once the game is over (they show every secret).</source>
        <translation>The replay and the story open once the game is over (they show every secret).</translation>
    </message>
    <message>
        <source>This game is running now in a window of this app: bring that window forward. A second host of the same game would damage its saved log.</source>
        <translation>This game is running now in a window of this app: bring that window forward. A second host of the same game would damage its saved log.</translation>
    </message>
    <message>
        <source>This game is running now in another DN Mafia on this computer: go on there. It can be resumed here once that one is closed.</source>
        <translation>This game is running now in another DN Mafia on this computer: go on there. It can be resumed here once that one is closed.</translation>
    </message>
    <message>
        <source>A damaged saved game</source>
        <translation>A damaged saved game</translation>
    </message>
    <message>
        <source>This log was damaged and only its complete part can be used:

%1

Go on with what was recovered?</source>
        <translation>This log was damaged and only its complete part can be used:

%1

Go on with what was recovered?</translation>
    </message>
    <message>
        <source>Hot-seat games cannot be resumed by this version of the app.</source>
        <translation>Hot-seat games cannot be resumed by this version of the app.</translation>
    </message>
    <message>
        <source>Tables cannot be resumed by this version of the app.</source>
        <translation>Tables cannot be resumed by this version of the app.</translation>
    </message>
    <message>
        <source>This game cannot be resumed: %1</source>
        <translation>This game cannot be resumed: %1</translation>
    </message>
    <message>
        <source>Delete a saved game</source>
        <translation>Delete a saved game</translation>
    </message>
    <message>
        <source>Delete the saved game “%1”? It cannot be resumed, replayed or exported afterwards.</source>
        <translation>Delete the saved game “%1”? It cannot be resumed, replayed or exported afterwards.</translation>
    </message>
    <message>
        <source>Could not delete it: %1</source>
        <translation>Could not delete it: %1</translation>
    </message>
    <message>
        <source>The story cannot be told: %1</source>
        <translation>The story cannot be told: %1</translation>
    </message>
    <message>
        <source>Export the story</source>
        <translation>Export the story</translation>
    </message>
    <message>
        <source>Story (*.%1)</source>
        <translation>Story (*.%1)</translation>
    </message>
    <message>
        <source>Could not save it: %1</source>
        <translation>Could not save it: %1</translation>
    </message>
    <message>
        <source>The story was saved to %1.</source>
        <translation>The story was saved to %1.</translation>
    </message>
    <message>
        <source>The story is on the clipboard.</source>
        <translation>The story is on the clipboard.</translation>
    </message>
</context>
<context>
    <name>SetupPage</name>
    <message>
        <source>Only the main rule options</source>
        <translation>Only the main rule options</translation>
    </message>
    <message>
        <source>All rule options…</source>
        <translation>All rule options…</translation>
    </message>
    <message>
        <source>Bot %1</source>
        <translation>Bot %1</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
    <message>
        <source>A classic game needs %1 to %2 players.</source>
        <translation>A classic game needs %1 to %2 players.</translation>
    </message>
    <message>
        <source>A Death Note game needs %1 to %2 players.</source>
        <translation>A Death Note game needs %1 to %2 players.</translation>
    </message>
    <message>
        <source>At least one person must play at a hot-seat table.</source>
        <translation>At least one person must play at a hot-seat table.</translation>
    </message>
    <message>
        <source>Enter a name for every player (or remove the empty rows).</source>
        <translation>Enter a name for every player (or remove the empty rows).</translation>
    </message>
    <message>
        <source>%1: a name must be plain text.</source>
        <translation>%1: a name must be plain text.</translation>
    </message>
    <message>
        <source>Two players are called %1; names must differ.</source>
        <translation>Two players are called %1; names must differ.</translation>
    </message>
    <message>
        <source>%1: a PIN has four digits (or leave it empty).</source>
        <translation>%1: a PIN has four digits (or leave it empty).</translation>
    </message>
    <message>
        <source>A rule option is not valid: %1</source>
        <translation>A rule option is not valid: %1</translation>
    </message>
    <message>
        <source>Hot-seat: one computer for the whole table</source>
        <translation>Hot-seat: one computer for the whole table</translation>
    </message>
    <message>
        <source>Players (%1–%2)</source>
        <translation>Players (%1–%2)</translation>
    </message>
    <message>
        <source>Add a player</source>
        <translation>Add a player</translation>
    </message>
    <message>
        <source>+ Bot</source>
        <translation>+ Bot</translation>
    </message>
    <message>
        <source>Add a computer player to the table</source>
        <translation>Add a computer player to the table</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Rules</translation>
    </message>
    <message>
        <source>Name of the game</source>
        <translation>Name of the game</translation>
    </message>
    <message>
        <source>Hot-seat game</source>
        <translation>Hot-seat game</translation>
    </message>
    <message>
        <source>Enter the players in their seating order. Nominations are entered openly on the board, and each voter taps his vote there; every game day each living player takes two private turns behind a curtain (at nightfall, and after the morning's newspaper) — civilians too — so nobody learns who had something to do. A PIN keeps a private screen for its owner.</source>
        <translation>Enter the players in their seating order. Nominations are entered openly on the board, and each voter taps his vote there; every game day each living player takes two private turns behind a curtain (at nightfall, and after the morning's newspaper) — civilians too — so nobody learns who had something to do. A PIN keeps a private screen for its owner.</translation>
    </message>
    <message>
        <source>Preset</source>
        <translation>Preset</translation>
    </message>
    <message>
        <source>Death Note</source>
        <translation>Death Note</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Classic</translation>
    </message>
    <message>
        <source>Timers</source>
        <translation>Timers</translation>
    </message>
    <message>
        <source>Each phase ends when its time runs out (minutes)</source>
        <translation>Each phase ends when its time runs out (minutes)</translation>
    </message>
    <message>
        <source>The board counts down; at zero the phase ends as if "Next phase" were pressed. A vote or a night ends as soon as everybody has voted or acted. The clock stops during the private turns.</source>
        <translation>The board counts down; at zero the phase ends as if "Next phase" were pressed. A vote or a night ends as soon as everybody has voted or acted. The clock stops during the private turns.</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>Start the game</translation>
    </message>
</context>
<context>
    <name>StoryExport</name>
    <message>
        <source>DN Mafia — the story of the game: {result}</source>
        <translation>DN Mafia — the story of the game: {result}</translation>
    </message>
    <message>
        <source>Roles</source>
        <translation>Roles</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Role</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Team</translation>
    </message>
    <message>
        <source>Fate</source>
        <translation>Fate</translation>
    </message>
    <message>
        <source>alive</source>
        <translation>alive</translation>
    </message>
    <message>
        <source>died on {at}</source>
        <translation>died on {at}</translation>
    </message>
    <message>
        <source>day {day}, {time}</source>
        <translation>day {day}, {time}</translation>
    </message>
    <message>
        <source>Deaths</source>
        <translation>Deaths</translation>
    </message>
    <message>
        <source>Day {day}</source>
        <translation>Day {day}</translation>
    </message>
    <message>
        <source>Night after day {day}</source>
        <translation>Night after day {day}</translation>
    </message>
    <message>
        <source>Nobody died.</source>
        <translation>Nobody died.</translation>
    </message>
    <message>
        <source>{name} ({role}), {at} — {cause}</source>
        <translation>{name} ({role}), {at} — {cause}</translation>
    </message>
    <message>
        <source>circumstances: {text}</source>
        <translation>circumstances: {text}</translation>
    </message>
    <message>
        <source>by day</source>
        <translation>by day</translation>
    </message>
    <message>
        <source>at night</source>
        <translation>at night</translation>
    </message>
    <message>
        <source>Failed attempts that night: {count}.</source>
        <translation>Failed attempts that night: {count}.</translation>
    </message>
    <message>
        <source>Executions and votes</source>
        <translation>Executions and votes</translation>
    </message>
    <message>
        <source>No vote was held.</source>
        <translation>No vote was held.</translation>
    </message>
    <message>
        <source>Vote</source>
        <translation>Vote</translation>
    </message>
    <message>
        <source>Runoff</source>
        <translation>Runoff</translation>
    </message>
    <message>
        <source>Candidates: {names}.</source>
        <translation>Candidates: {names}.</translation>
    </message>
    <message>
        <source>Nobody was nominated.</source>
        <translation>Nobody was nominated.</translation>
    </message>
    <message>
        <source>Candidate</source>
        <translation>Candidate</translation>
    </message>
    <message>
        <source>Votes</source>
        <translation>Votes</translation>
    </message>
    <message>
        <source>Voters</source>
        <translation>Voters</translation>
    </message>
    <message>
        <source>Abstained: {names}.</source>
        <translation>Abstained: {names}.</translation>
    </message>
    <message>
        <source>Result: {text}.</source>
        <translation>Result: {text}.</translation>
    </message>
    <message>
        <source>{name} is executed ({role})</source>
        <translation>{name} is executed ({role})</translation>
    </message>
    <message>
        <source>nobody is executed</source>
        <translation>nobody is executed</translation>
    </message>
    <message>
        <source>a tie — runoff between {names}</source>
        <translation>a tie — runoff between {names}</translation>
    </message>
    <message>
        <source>the vote did not finish</source>
        <translation>the vote did not finish</translation>
    </message>
    <message>
        <source>a tie: nobody is executed</source>
        <translation>a tie: nobody is executed</translation>
    </message>
    <message>
        <source>own missed vote</source>
        <translation>own missed vote</translation>
    </message>
    <message>
        <source>a draw: {days} game days in a row without a death or a name written</source>
        <translation>a draw: {days} game days in a row without a death or a name written</translation>
    </message>
    <message>
        <source>a draw: {days} game days in a row without a death</source>
        <translation>a draw: {days} game days in a row without a death</translation>
    </message>
    <message>
        <source>The notebook's path</source>
        <translation>The notebook's path</translation>
    </message>
    <message>
        <source>the notebook belongs to {who}</source>
        <translation>the notebook belongs to {who}</translation>
    </message>
    <message>
        <source>the notebook passes to {who}</source>
        <translation>the notebook passes to {who}</translation>
    </message>
    <message>
        <source>the notebook is lent to {who}</source>
        <translation>the notebook is lent to {who}</translation>
    </message>
    <message>
        <source>the notebook returns to its owner, {who}</source>
        <translation>the notebook returns to its owner, {who}</translation>
    </message>
    <message>
        <source>{who} takes the shinigami eyes</source>
        <translation>{who} takes the shinigami eyes</translation>
    </message>
    <message>
        <source>{who} destroys the notebook</source>
        <translation>{who} destroys the notebook</translation>
    </message>
    <message>
        <source>The shinigami eyes</source>
        <translation>The shinigami eyes</translation>
    </message>
    <message>
        <source>{who} — {at}</source>
        <translation>{who} — {at}</translation>
    </message>
    <message>
        <source>Nobody took the eyes.</source>
        <translation>Nobody took the eyes.</translation>
    </message>
    <message>
        <source>Names written in the notebook</source>
        <translation>Names written in the notebook</translation>
    </message>
    <message>
        <source>No name was written.</source>
        <translation>No name was written.</translation>
    </message>
    <message>
        <source>Written by</source>
        <translation>Written by</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>When</source>
        <translation>When</translation>
    </message>
    <message>
        <source>Death</source>
        <translation>Death</translation>
    </message>
    <message>
        <source>Circumstances</source>
        <translation>Circumstances</translation>
    </message>
    <message>
        <source>no effect</source>
        <translation>no effect</translation>
    </message>
    <message>
        <source>Winners</source>
        <translation>Winners</translation>
    </message>
    <message>
        <source>Winners: {names}.</source>
        <translation>Winners: {names}.</translation>
    </message>
    <message>
        <source>Survivors: {names}.</source>
        <translation>Survivors: {names}.</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>nobody</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Kira</source>
        <translation>Kira</translation>
    </message>
    <message>
        <source>nobody's side</source>
        <translation>nobody's side</translation>
    </message>
    <message>
        <source>shot at night</source>
        <translation>shot at night</translation>
    </message>
    <message>
        <source>mafia</source>
        <translation>mafia</translation>
    </message>
    <message>
        <source>maniac</source>
        <translation>maniac</translation>
    </message>
    <message>
        <source>town</source>
        <translation>town</translation>
    </message>
    <message>
        <source>the town wins</source>
        <translation>the town wins</translation>
    </message>
    <message>
        <source>the mafia wins</source>
        <translation>the mafia wins</translation>
    </message>
    <message>
        <source>Kira wins</source>
        <translation>Kira wins</translation>
    </message>
    <message>
        <source>the maniac wins</source>
        <translation>the maniac wins</translation>
    </message>
    <message>
        <source>the second family wins</source>
        <translation>the second family wins</translation>
    </message>
    <message>
        <source>nobody wins, no one survived</source>
        <translation>nobody wins, no one survived</translation>
    </message>
    <message>
        <source>a draw: the game stalled</source>
        <translation>a draw: the game stalled</translation>
    </message>
    <message>
        <source>executed by the town's vote</source>
        <translation>executed by the town's vote</translation>
    </message>
    <message>
        <source>written in the notebook</source>
        <translation>written in the notebook</translation>
    </message>
    <message>
        <source>killed by the mafia</source>
        <translation>killed by the mafia</translation>
    </message>
    <message>
        <source>shot by L</source>
        <translation>shot by L</translation>
    </message>
    <message>
        <source>removed for inactivity</source>
        <translation>removed for inactivity</translation>
    </message>
    <message>
        <source>removed: no name was written in the notebook for a whole game day</source>
        <translation>removed: no name was written in the notebook for a whole game day</translation>
    </message>
    <message>
        <source>removed from the game</source>
        <translation>removed from the game</translation>
    </message>
    <message>
        <source>shot by the executioner</source>
        <translation>shot by the executioner</translation>
    </message>
    <message>
        <source>killed by the maniac</source>
        <translation>killed by the maniac</translation>
    </message>
    <message>
        <source>killed by a lawyer strike</source>
        <translation>killed by a lawyer strike</translation>
    </message>
    <message>
        <source>killed by the Don's strike</source>
        <translation>killed by the Don's strike</translation>
    </message>
    <message>
        <source>paid for his failed strikes</source>
        <translation>paid for his failed strikes</translation>
    </message>
</context>
<context>
    <name>SummaryPage</name>
    <message numerus="yes">
        <source>Sides in %n game(s) of %1</source>
        <translation>
            <numerusform>Sides in %n game of %1</numerusform>
            <numerusform>Sides in %n games of %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableNarration</name>
    <message>
        <source>Russian</source>
        <translation>Russian</translation>
    </message>
    <message>
        <source>English</source>
        <translation>English</translation>
    </message>
    <message>
        <source>No %1 voice on this computer: the narration is shown as captions (dnmafia doctor says how to add a voice).</source>
        <translation>No %1 voice on this computer: the narration is shown as captions (dnmafia doctor says how to add a voice).</translation>
    </message>
</context>
<context>
    <name>TableRoles</name>
    <message>
        <source>Add a role file</source>
        <translation>Add a role file</translation>
    </message>
    <message>
        <source>Role files (*.toml)</source>
        <translation>Role files (*.toml)</translation>
    </message>
    <message>
        <source>A role of the other rules: not played at this table</source>
        <translation>A role of the other rules: not played at this table</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Edit…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Remove</translation>
    </message>
    <message>
        <source>seats:</source>
        <translation>seats:</translation>
    </message>
    <message>
        <source>Roles of this table</source>
        <translation>Roles of this table</translation>
    </message>
    <message>
        <source>Only the rules' own roles. Add a role of your own from a role file, or compose a new one.</source>
        <translation>Only the rules' own roles. Add a role of your own from a role file, or compose a new one.</translation>
    </message>
    <message>
        <source>Add from file…</source>
        <translation>Add from file…</translation>
    </message>
    <message>
        <source>New role…</source>
        <translation>New role…</translation>
    </message>
</context>
<context>
    <name>TableRules</name>
    <message>
        <source>The mafia</source>
        <translation>The mafia</translation>
    </message>
    <message>
        <source>The second family</source>
        <translation>The second family</translation>
    </message>
    <message>
        <source>The town</source>
        <translation>The town</translation>
    </message>
    <message>
        <source>On their own</source>
        <translation>On their own</translation>
    </message>
    <message>
        <source>%1 ×%2</source>
        <translation>%1 ×%2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Classic mafia</source>
        <translation>Classic mafia</translation>
    </message>
    <message>
        <source>Each game day, whoever has not both written in the game chat and voted by %1 is removed from the game: one of the two is not enough.</source>
        <translation>Each game day, whoever has not both written in the game chat and voted by %1 is removed from the game: one of the two is not enough.</translation>
    </message>
    <message>
        <source>Each game day, whoever has not voted by %1 is removed from the game; writing in the chat is not required.</source>
        <translation>Each game day, whoever has not voted by %1 is removed from the game; writing in the chat is not required.</translation>
    </message>
    <message>
        <source>Each game day, whoever has not written in the game chat by %1 is removed from the game; voting is not required for it.</source>
        <translation>Each game day, whoever has not written in the game chat by %1 is removed from the game; voting is not required for it.</translation>
    </message>
    <message>
        <source>Nobody is removed for inactivity: no duty is switched on.</source>
        <translation>Nobody is removed for inactivity: no duty is switched on.</translation>
    </message>
    <message>
        <source>An abstention counts as a vote.</source>
        <translation>An abstention counts as a vote.</translation>
    </message>
    <message>
        <source>Death Note mafia</source>
        <translation>Death Note mafia</translation>
    </message>
    <message>
        <source>The roles in play</source>
        <translation>The roles in play</translation>
    </message>
    <message>
        <source>The rules give no deal for this many players.</source>
        <translation>The rules give no deal for this many players.</translation>
    </message>
    <message>
        <source>The counts are public; who holds which role is not.</source>
        <translation>The counts are public; who holds which role is not.</translation>
    </message>
    <message>
        <source>The host's own roles</source>
        <translation>The host's own roles</translation>
    </message>
    <message>
        <source>Scenarios</source>
        <translation>Scenarios</translation>
    </message>
    <message>
        <source>None: the classic game as it is.</source>
        <translation>None: the classic game as it is.</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Options</translation>
    </message>
    <message>
        <source>In bold: changed from the preset's defaults. The rules are frozen when the game starts.</source>
        <translation>In bold: changed from the preset's defaults. The rules are frozen when the game starts.</translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <translation>%1 (%2): %3</translation>
    </message>
    <message>
        <source>The host's role: %1 (%2)</source>
        <translation>The host's role: %1 (%2)</translation>
    </message>
    <message>
        <source>Scenario: %1</source>
        <translation>Scenario: %1</translation>
    </message>
    <message>
        <source>Every other option as the preset's defaults.</source>
        <translation>Every other option as the preset's defaults.</translation>
    </message>
</context>
<context>
    <name>TargetAction</name>
    <message>
        <source>Your vote for %1 cannot be changed. Cast it?</source>
        <translation>Your vote for %1 cannot be changed. Cast it?</translation>
    </message>
    <message>
        <source>Cast the vote</source>
        <translation>Cast the vote</translation>
    </message>
    <message>
        <source>You will not be able to change your abstention. Abstain?</source>
        <translation>You will not be able to change your abstention. Abstain?</translation>
    </message>
    <message>
        <source>Concede defeat for good? It cannot be taken back; when every living mafioso has conceded, the town wins.</source>
        <translation>Concede defeat for good? It cannot be taken back; when every living mafioso has conceded, the town wins.</translation>
    </message>
    <message>
        <source>Strike %1 as %2? It cannot be taken back: a right guess kills, and nothing saves him; a wrong one is announced, and a miss may cost your life.</source>
        <translation>Strike %1 as %2? It cannot be taken back: a right guess kills, and nothing saves him; a wrong one is announced, and a miss may cost your life.</translation>
    </message>
    <message>
        <source>The Don's strike on %1? It cannot be taken back, and no doctor or vest stops it.</source>
        <translation>The Don's strike on %1? It cannot be taken back, and no doctor or vest stops it.</translation>
    </message>
    <message>
        <source>%1 cannot be undone. Go on?</source>
        <translation>%1 cannot be undone. Go on?</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
</context>
<context>
    <name>TargetChoice</name>
    <message>
        <source>Choose…</source>
        <translation>Choose…</translation>
    </message>
</context>
<context>
    <name>TitleMark</name>
    <message>
        <source>Your turn</source>
        <translation>Your turn</translation>
    </message>
</context>
<context>
    <name>WaitingLine</name>
    <message numerus="yes">
        <source>Waiting for %n more player(s)</source>
        <translation>
            <numerusform>Waiting for %n more player</numerusform>
            <numerusform>Waiting for %n more players</numerusform>
        </translation>
    </message>
    <message>
        <source>Everybody has made a move</source>
        <translation>Everybody has made a move</translation>
    </message>
</context>
<context>
    <name>WebSeatsBox</name>
    <message>
        <source>Play from your phone: scan the code</source>
        <translation>Play from your phone: scan the code</translation>
    </message>
</context>
<context>
    <name>_LobbyPlurals</name>
    <message numerus="yes">
        <source>%n more player(s) needed to start: this game needs at least %1.</source>
        <translation>
            <numerusform>%n more player needed to start: this game needs at least %1.</numerusform>
            <numerusform>%n more players needed to start: this game needs at least %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>_Plurals</name>
    <message numerus="yes">
        <source>The roles in play (%n player(s))</source>
        <translation>
            <numerusform>The roles in play (%n player)</numerusform>
            <numerusform>The roles in play (%n players)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n vest(s) dealt</source>
        <translation>
            <numerusform>%n vest dealt</numerusform>
            <numerusform>%n vests dealt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n attempt(s) failed</source>
        <translation>
            <numerusform>%n attempt failed</numerusform>
            <numerusform>%n attempts failed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game day(s)</source>
        <translation>
            <numerusform>%n game day</numerusform>
            <numerusform>%n game days</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>_SetupPlurals</name>
    <message numerus="yes">
        <source>%n player(s) already sit at the table.</source>
        <translation>
            <numerusform>%n player already sit at the table.</numerusform>
            <numerusform>%n players already sit at the table.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>doctor</name>
    <message>
        <source>X11 windows need system packages missing here: sudo apt-get install %1</source>
        <translation>X11 windows need system packages missing here: sudo apt-get install %1</translation>
    </message>
    <message>
        <source>No display: neither DISPLAY nor WAYLAND_DISPLAY is set, so no window can open. Start DN Mafia from a desktop session (or set DISPLAY, e.g. DISPLAY=:0, to a running X server); QT_QPA_PLATFORM=offscreen checks the rest without windows.</source>
        <translation>No display: neither DISPLAY nor WAYLAND_DISPLAY is set, so no window can open. Start DN Mafia from a desktop session (or set DISPLAY, e.g. DISPLAY=:0, to a running X server); QT_QPA_PLATFORM=offscreen checks the rest without windows.</translation>
    </message>
    <message>
        <source>Qt platform plugin does not load (QT_QPA_PLATFORM=%1): %2</source>
        <translation>Qt platform plugin does not load (QT_QPA_PLATFORM=%1): %2</translation>
    </message>
    <message>
        <source>Qt platform plugin "%1" loads</source>
        <translation>Qt platform plugin "%1" loads</translation>
    </message>
    <message>
        <source>Qt cannot draw the SVG icons</source>
        <translation>Qt cannot draw the SVG icons</translation>
    </message>
    <message>
        <source>DN Mafia doctor</source>
        <translation>DN Mafia doctor</translation>
    </message>
    <message>
        <source>%1 check(s) failed:</source>
        <translation>%1 check(s) failed:</translation>
    </message>
    <message>
        <source>All is well.</source>
        <translation>All is well.</translation>
    </message>
    <message>
        <source>DN Mafia %1 · Python %2 · Qt %3 (PySide6 %4) · zeroconf %5 · msgpack %6</source>
        <translation>DN Mafia %1 · Python %2 · Qt %3 (PySide6 %4) · zeroconf %5 · msgpack %6</translation>
    </message>
    <message>
        <source>icons: %1 of %2 missing or unreadable in %3: %4</source>
        <translation>icons: %1 of %2 missing or unreadable in %3: %4</translation>
    </message>
    <message>
        <source>icons: all %1 found in %2</source>
        <translation>icons: all %1 found in %2</translation>
    </message>
    <message>
        <source>Russian translation</source>
        <translation>Russian translation</translation>
    </message>
    <message>
        <source>English translation</source>
        <translation>English translation</translation>
    </message>
    <message>
        <source>%1: not found or unreadable: %2</source>
        <translation>%1: not found or unreadable: %2</translation>
    </message>
    <message>
        <source>%1: %2 translates nothing</source>
        <translation>%1: %2 translates nothing</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: not writable: %2</source>
        <translation>%1: not writable: %2</translation>
    </message>
    <message>
        <source>%1: %2 (writable)</source>
        <translation>%1: %2 (writable)</translation>
    </message>
    <message>
        <source>config dir</source>
        <translation>config dir</translation>
    </message>
    <message>
        <source>data dir</source>
        <translation>data dir</translation>
    </message>
    <message>
        <source>host key: %1</source>
        <translation>host key: %1</translation>
    </message>
    <message>
        <source>host key: cannot read: %1</source>
        <translation>host key: cannot read: %1</translation>
    </message>
    <message>
        <source>host key: none yet (made in %1 when a table is first hosted)</source>
        <translation>host key: none yet (made in %1 when a table is first hosted)</translation>
    </message>
    <message>
        <source>host key: code %1, fingerprint %2 (%3)</source>
        <translation>host key: code %1, fingerprint %2 (%3)</translation>
    </message>
    <message>
        <source>phones' sealing key: %1</source>
        <translation>phones' sealing key: %1</translation>
    </message>
    <message>
        <source>phones' sealing key: none yet (the first table you host makes it in %1)</source>
        <translation>phones' sealing key: none yet (the first table you host makes it in %1)</translation>
    </message>
    <message>
        <source>phones' sealing key: %1, fingerprint %2</source>
        <translation>phones' sealing key: %1, fingerprint %2</translation>
    </message>
    <message>
        <source>saved games: cannot read: %1</source>
        <translation>saved games: cannot read: %1</translation>
    </message>
    <message>
        <source>saved game %1 is damaged and cannot be opened: %2</source>
        <translation>saved game %1 is damaged and cannot be opened: %2</translation>
    </message>
    <message>
        <source>saved game %1 is damaged; it opens up to its last intact record: %2</source>
        <translation>saved game %1 is damaged; it opens up to its last intact record: %2</translation>
    </message>
    <message>
        <source>saved games in %1: %2, of them %3 finished</source>
        <translation>saved games in %1: %2, of them %3 finished</translation>
    </message>
    <message>
        <source>settings from the environment: %1</source>
        <translation>settings from the environment: %1</translation>
    </message>
    <message>
        <source>network interfaces: %1</source>
        <translation>network interfaces: %1</translation>
    </message>
    <message>
        <source>network interfaces for the LAN (DNMAFIA_INTERFACES): %1</source>
        <translation>network interfaces for the LAN (DNMAFIA_INTERFACES): %1</translation>
    </message>
    <message>
        <source>network interfaces: none with IPv4</source>
        <translation>network interfaces: none with IPv4</translation>
    </message>
    <message>
        <source>network interfaces for the LAN (all): %1</source>
        <translation>network interfaces for the LAN (all): %1</translation>
    </message>
    <message>
        <source>LAN discovery on loopback fails: %1</source>
        <translation>LAN discovery on loopback fails: %1</translation>
    </message>
    <message>
        <source>LAN discovery on loopback: the probe table was not found</source>
        <translation>LAN discovery on loopback: the probe table was not found</translation>
    </message>
    <message>
        <source>LAN discovery works on loopback (%1)</source>
        <translation>LAN discovery works on loopback (%1)</translation>
    </message>
    <message>
        <source>%1 is not a port: %2</source>
        <translation>%1 is not a port: %2</translation>
    </message>
    <message>
        <source>web seat port %1 cannot be served (another program has it?): %2</source>
        <translation>web seat port %1 cannot be served (another program has it?): %2</translation>
    </message>
    <message>
        <source>web seat port %1 can be served (checked on %2)</source>
        <translation>web seat port %1 can be served (checked on %2)</translation>
    </message>
    <message>
        <source>add the language's voice in Settings → Time &amp; language → Speech</source>
        <translation>add the language's voice in Settings → Time &amp; language → Speech</translation>
    </message>
    <message>
        <source>add the language's voice in System Settings → Accessibility → Spoken content</source>
        <translation>add the language's voice in System Settings → Accessibility → Spoken content</translation>
    </message>
    <message>
        <source>sudo apt-get install speech-dispatcher espeak-ng (or, for a better Russian voice, RHVoice: speech-dispatcher-rhvoice rhvoice-russian)</source>
        <translation>sudo apt-get install speech-dispatcher espeak-ng (or, for a better Russian voice, RHVoice: speech-dispatcher-rhvoice rhvoice-russian)</translation>
    </message>
    <message>
        <source>No speech module (PySide6-Addons): the narrator shows captions only; to hear it: pip install "dnmafia[voice]"</source>
        <translation>No speech module (PySide6-Addons): the narrator shows captions only; to hear it: pip install "dnmafia[voice]"</translation>
    </message>
    <message>
        <source>No speech engine: the narrator shows captions only; %1</source>
        <translation>No speech engine: the narrator shows captions only; %1</translation>
    </message>
    <message>
        <source>speech engines: %1</source>
        <translation>speech engines: %1</translation>
    </message>
    <message>
        <source>narrator's voices (%1): %2</source>
        <translation>narrator's voices (%1): %2</translation>
    </message>
    <message>
        <source>No narrator's voice for "%1": its narration is shown as captions; %2</source>
        <translation>No narrator's voice for "%1": its narration is shown as captions; %2</translation>
    </message>
</context>
<context>
    <name>engine.graveyard</name>
    <message>
        <source>[graveyard] {by}: {text}</source>
        <comment>graveyard_chat</comment>
        <translation>[graveyard] {by}: {text}</translation>
    </message>
    <message>
        <source>[graveyard] {by} (spectator): {text}</source>
        <comment>graveyard_spectator</comment>
        <translation>[graveyard] {by} (spectator): {text}</translation>
    </message>
</context>
<context>
    <name>engine.mafia</name>
    <message>
        <source>[mafia] {by}: {text}</source>
        <comment>mafia_chat</comment>
        <translation>[mafia] {by}: {text}</translation>
    </message>
    <message>
        <source>[mafia] {by} wants {target} as boss.</source>
        <comment>boss_vote</comment>
        <translation>[mafia] {by} wants {target} as boss.</translation>
    </message>
    <message>
        <source>[mafia] {by}: {action} {target}.</source>
        <comment>mafia_action</comment>
        <translation>[mafia] {by}: {action} {target}.</translation>
    </message>
    <message>
        <source>[mafia] {by}: lawyer strike on {target} as {role}.</source>
        <comment>mafia_strike</comment>
        <translation>[mafia] {by}: lawyer strike on {target} as {role}.</translation>
    </message>
    <message>
        <source>[mafia] {by} offers {target} to join the mafia.</source>
        <comment>offer_sent</comment>
        <translation>[mafia] {by} offers {target} to join the mafia.</translation>
    </message>
    <message>
        <source>[mafia] {name} declined the offer.</source>
        <comment>offer_declined</comment>
        <translation>[mafia] {name} declined the offer.</translation>
    </message>
    <message>
        <source>[mafia] {name} declined the offer.</source>
        <comment>offer_declined|male</comment>
        <translation>[mafia] {name} declined the offer.</translation>
    </message>
    <message>
        <source>[mafia] {name} declined the offer.</source>
        <comment>offer_declined|female</comment>
        <translation>[mafia] {name} declined the offer.</translation>
    </message>
    <message>
        <source>[mafia] {name} joined the mafia.</source>
        <comment>offer_accepted</comment>
        <translation>[mafia] {name} joined the mafia.</translation>
    </message>
    <message>
        <source>[mafia] {name} joined the mafia.</source>
        <comment>offer_accepted|male</comment>
        <translation>[mafia] {name} joined the mafia.</translation>
    </message>
    <message>
        <source>[mafia] {name} joined the mafia.</source>
        <comment>offer_accepted|female</comment>
        <translation>[mafia] {name} joined the mafia.</translation>
    </message>
    <message>
        <source>[mafia] {by} concedes.</source>
        <comment>conceded</comment>
        <translation>[mafia] {by} concedes.</translation>
    </message>
</context>
<context>
    <name>engine.private</name>
    <message>
        <source>Your role: {role}.</source>
        <comment>role_card</comment>
        <translation>Your role: {role}.</translation>
    </message>
    <message>
        <source>Your mafia: {names}. Boss: {boss}.</source>
        <comment>mafia_team</comment>
        <translation>Your mafia: {names}. Boss: {boss}.</translation>
    </message>
    <message>
        <source>{name} is the boss of the mafia.</source>
        <comment>boss_now</comment>
        <translation>{name} is the boss of the mafia.</translation>
    </message>
    <message>
        <source>The mafia has no boss tonight: no shot, any mafioso may search.</source>
        <comment>no_boss_tonight</comment>
        <translation>The mafia has no boss tonight: no shot, any mafioso may search.</translation>
    </message>
    <message>
        <source>A notebook has been handed to you for a while.</source>
        <comment>notebook_lent</comment>
        <translation>A notebook has been handed to you for a while.</translation>
    </message>
    <message>
        <source>The notebook you were holding has been taken back.</source>
        <comment>notebook_taken_back</comment>
        <translation>The notebook you were holding has been taken back.</translation>
    </message>
    <message>
        <source>Your notebook has been returned to you.</source>
        <comment>notebook_returned</comment>
        <translation>Your notebook has been returned to you.</translation>
    </message>
    <message>
        <source>You are now the owner of a notebook.</source>
        <comment>notebook_owner</comment>
        <translation>You are now the owner of a notebook.</translation>
    </message>
    <message>
        <source>L is dead. From now on you may also check, each night, whether a player holds the notebook.</source>
        <comment>l_dead</comment>
        <translation>L is dead. From now on you may also check, each night, whether a player holds the notebook.</translation>
    </message>
    <message>
        <source>Check: {target} is {answer}.</source>
        <comment>check_result</comment>
        <translation>Check: {target} is {answer}.</translation>
    </message>
    <message>
        <source>Search: {target} holds the notebook: {answer}.</source>
        <comment>search_result</comment>
        <translation>Search: {target} holds the notebook: {answer}.</translation>
    </message>
    <message>
        <source>Reminder: write a name in the notebook today.</source>
        <comment>write_reminder</comment>
        <translation>Reminder: write a name in the notebook today.</translation>
    </message>
    <message>
        <source>You have taken the eyes: you may write any living player at any time.</source>
        <comment>eyes_taken</comment>
        <translation>You have taken the eyes: you may write any living player at any time.</translation>
    </message>
    <message>
        <source>You now play for Kira&apos;s side alone.</source>
        <comment>joined_kira</comment>
        <translation>You now play for Kira&apos;s side alone.</translation>
    </message>
    <message>
        <source>You wrote {target} in the notebook.</source>
        <comment>entry_written</comment>
        <translation>You wrote {target} in the notebook.</translation>
    </message>
    <message>
        <source>You lent the notebook to {to} until {until}.</source>
        <comment>lent_out</comment>
        <translation>You lent the notebook to {to} until {until}.</translation>
    </message>
    <message>
        <source>The notebook goes to {to} at {start} and comes back at {until}.</source>
        <comment>lend_scheduled</comment>
        <translation>The notebook goes to {to} at {start} and comes back at {until}.</translation>
    </message>
    <message>
        <source>The notebook has left your hands for good.</source>
        <comment>gave_away</comment>
        <translation>The notebook has left your hands for good.</translation>
    </message>
    <message>
        <source>You destroyed the notebook.</source>
        <comment>destroyed</comment>
        <translation>You destroyed the notebook.</translation>
    </message>
    <message>
        <source>Your advance vote for {target} was dropped: not a candidate.</source>
        <comment>prevote_dropped</comment>
        <translation>Your advance vote for {target} was dropped: not a candidate.</translation>
    </message>
    <message>
        <source>Your advance vote for {target} is recorded; it is published when voting opens.</source>
        <comment>advance_vote</comment>
        <translation>Your advance vote for {target} is recorded; it is published when voting opens.</translation>
    </message>
    <message>
        <source>Your advance abstention is recorded; it is published when voting opens.</source>
        <comment>advance_abstain</comment>
        <translation>Your advance abstention is recorded; it is published when voting opens.</translation>
    </message>
    <message>
        <source>Inactivity rule: you have not written in the game chat today. Write at least one line before {time}, or you will be removed from the game.</source>
        <comment>inactive_warning_chat</comment>
        <translation>Inactivity rule: you have not written in the game chat today. Write at least one line before {time}, or you will be removed from the game.</translation>
    </message>
    <message>
        <source>Inactivity rule: you have not voted today. Vote before {time}, or you will be removed from the game.</source>
        <comment>inactive_warning_vote</comment>
        <translation>Inactivity rule: you have not voted today. Vote before {time}, or you will be removed from the game.</translation>
    </message>
    <message>
        <source>Inactivity rule: today you have neither written in the game chat nor voted. Do both before {time}, or you will be removed from the game.</source>
        <comment>inactive_warning_chat_vote</comment>
        <translation>Inactivity rule: today you have neither written in the game chat nor voted. Do both before {time}, or you will be removed from the game.</translation>
    </message>
    <message>
        <source>You were removed: no name was written in the notebook for a whole game day.</source>
        <comment>duty_removed</comment>
        <translation>You were removed: no name was written in the notebook for a whole game day.</translation>
    </message>
    <message>
        <source>You are dead.</source>
        <comment>you_died</comment>
        <translation>You are dead.</translation>
    </message>
    <message>
        <source>Your mafia family: {names}.</source>
        <comment>family_card</comment>
        <translation>Your mafia family: {names}.</translation>
    </message>
    <message>
        <source>{name} is the Don.</source>
        <comment>don_now</comment>
        <translation>{name} is the Don.</translation>
    </message>
    <message>
        <source>{name} is the family&apos;s killer.</source>
        <comment>killer_now</comment>
        <translation>{name} is the family&apos;s killer.</translation>
    </message>
    <message>
        <source>You wear a bulletproof vest.</source>
        <comment>vest_dealt</comment>
        <translation>You wear a bulletproof vest.</translation>
    </message>
    <message>
        <source>Your vest stopped a shot; you have no vest any more.</source>
        <comment>vest_used</comment>
        <translation>Your vest stopped a shot; you have no vest any more.</translation>
    </message>
    <message>
        <source>Your night action was blocked.</source>
        <comment>action_blocked</comment>
        <translation>Your night action was blocked.</translation>
    </message>
    <message>
        <source>Your night action on {target} did not happen: you died before it was carried out.</source>
        <comment>night_act_lost</comment>
        <translation>Your night action on {target} did not happen: you died before it was carried out.</translation>
    </message>
    <message>
        <source>You are knocked out until nightfall.</source>
        <comment>knocked_out</comment>
        <translation>You are knocked out until nightfall.</translation>
    </message>
    <message>
        <source>{target} was attacked by: {names}.</source>
        <comment>witness_report</comment>
        <translation>{target} was attacked by: {names}.</translation>
    </message>
    <message>
        <source>Nobody attacked {target}.</source>
        <comment>witness_nobody</comment>
        <translation>Nobody attacked {target}.</translation>
    </message>
    <message>
        <source>{target} was attacked by: the mafia.</source>
        <comment>witness_mafia</comment>
        <translation>{target} was attacked by: the mafia.</translation>
    </message>
    <message>
        <source>{target} was attacked by: the mafia, {names}.</source>
        <comment>witness_mafia_and</comment>
        <translation>{target} was attacked by: the mafia, {names}.</translation>
    </message>
    <message>
        <source>{by} offers you to join the mafia.</source>
        <comment>recruit_offer</comment>
        <translation>{by} offers you to join the mafia.</translation>
    </message>
    <message>
        <source>The offer to join the mafia has lapsed.</source>
        <comment>offer_lapsed</comment>
        <translation>The offer to join the mafia has lapsed.</translation>
    </message>
    <message>
        <source>You joined the mafia. Your family: {names}.</source>
        <comment>joined_family</comment>
        <translation>You joined the mafia. Your family: {names}.</translation>
    </message>
    <message>
        <source>You take {name}&apos;s seat: your role is {role}.</source>
        <comment>reserve_seated</comment>
        <translation>You take {name}&apos;s seat: your role is {role}.</translation>
    </message>
    <message>
        <source>You were removed from the game; {by} takes your seat.</source>
        <comment>you_were_replaced</comment>
        <translation>You were removed from the game; {by} takes your seat.</translation>
    </message>
    <message>
        <source>{by} takes {name}&apos;s seat in the family.</source>
        <comment>family_reserve</comment>
        <translation>{by} takes {name}&apos;s seat in the family.</translation>
    </message>
    <message>
        <source>{target} was visited by: {names}.</source>
        <comment>visitors_report</comment>
        <translation>{target} was visited by: {names}.</translation>
    </message>
    <message>
        <source>Nobody visited {target}.</source>
        <comment>visitors_nobody</comment>
        <translation>Nobody visited {target}.</translation>
    </message>
    <message>
        <source>{target} was visited by: the mafia.</source>
        <comment>visitors_mafia</comment>
        <translation>{target} was visited by: the mafia.</translation>
    </message>
    <message>
        <source>{target} was visited by: the mafia, {names}.</source>
        <comment>visitors_mafia_and</comment>
        <translation>{target} was visited by: the mafia, {names}.</translation>
    </message>
    <message>
        <source>{target} went to: {names}.</source>
        <comment>track_report</comment>
        <translation>{target} went to: {names}.</translation>
    </message>
    <message>
        <source>{target} went nowhere last night.</source>
        <comment>track_nobody</comment>
        <translation>{target} went nowhere last night.</translation>
    </message>
    <message>
        <source>On alert, you shot your visitors: {names}.</source>
        <comment>alert_report</comment>
        <translation>On alert, you shot your visitors: {names}.</translation>
    </message>
    <message>
        <source>The town executed you: you have won. The game goes on without you.</source>
        <comment>own_win_executed</comment>
        <translation>The town executed you: you have won. The game goes on without you.</translation>
    </message>
</context>
<context>
    <name>engine.public</name>
    <message>
        <source>The game begins with {count} players.</source>
        <comment>game_started</comment>
        <translation>The game begins with {count} players.</translation>
    </message>
    <message>
        <source>Day {day} begins.</source>
        <comment>day_begins</comment>
        <translation>Day {day} begins.</translation>
    </message>
    <message>
        <source>Voting opens. Candidates: {names}.</source>
        <comment>voting_opens</comment>
        <translation>Voting opens. Candidates: {names}.</translation>
    </message>
    <message>
        <source>Night falls.</source>
        <comment>night_falls</comment>
        <translation>Night falls.</translation>
    </message>
    <message>
        <source>A tie: runoff vote between {names}.</source>
        <comment>runoff_opens</comment>
        <translation>A tie: runoff vote between {names}.</translation>
    </message>
    <message>
        <source>{by} nominates {target}.</source>
        <comment>nominated</comment>
        <translation>{by} nominates {target}.</translation>
    </message>
    <message>
        <source>{by} withdraws the nomination of {target}.</source>
        <comment>withdrew</comment>
        <translation>{by} withdraws the nomination of {target}.</translation>
    </message>
    <message>
        <source>{by} votes for {target}.</source>
        <comment>voted</comment>
        <translation>{by} votes for {target}.</translation>
    </message>
    <message>
        <source>{by} abstains.</source>
        <comment>abstained</comment>
        <translation>{by} abstains.</translation>
    </message>
    <message>
        <source>{name} is executed.</source>
        <comment>executed</comment>
        <translation>{name} is executed.</translation>
    </message>
    <message>
        <source>{name} is executed.</source>
        <comment>executed|male</comment>
        <translation>{name} is executed.</translation>
    </message>
    <message>
        <source>{name} is executed.</source>
        <comment>executed|female</comment>
        <translation>{name} is executed.</translation>
    </message>
    <message>
        <source>{name} was {role}.</source>
        <comment>role_revealed</comment>
        <translation>{name} was {role}.</translation>
    </message>
    <message>
        <source>Nobody is executed.</source>
        <comment>no_execution</comment>
        <translation>Nobody is executed.</translation>
    </message>
    <message>
        <source>{name} has died.</source>
        <comment>died</comment>
        <translation>{name} has died.</translation>
    </message>
    <message>
        <source>{name} has died.</source>
        <comment>died|male</comment>
        <translation>{name} has died.</translation>
    </message>
    <message>
        <source>{name} has died.</source>
        <comment>died|female</comment>
        <translation>{name} has died.</translation>
    </message>
    <message>
        <source>{name} has died: {circumstances}.</source>
        <comment>died_of</comment>
        <translation>{name} has died: {circumstances}.</translation>
    </message>
    <message>
        <source>{name} has died: {circumstances}.</source>
        <comment>died_of|male</comment>
        <translation>{name} has died: {circumstances}.</translation>
    </message>
    <message>
        <source>{name} has died: {circumstances}.</source>
        <comment>died_of|female</comment>
        <translation>{name} has died: {circumstances}.</translation>
    </message>
    <message>
        <source>{name} is removed from the game.</source>
        <comment>removed</comment>
        <translation>{name} is removed from the game.</translation>
    </message>
    <message>
        <source>{name} is removed from the game.</source>
        <comment>removed|male</comment>
        <translation>{name} is removed from the game.</translation>
    </message>
    <message>
        <source>{name} is removed from the game.</source>
        <comment>removed|female</comment>
        <translation>{name} is removed from the game.</translation>
    </message>
    <message>
        <source>Morning newspaper, day {day}: {summary}.</source>
        <comment>newspaper</comment>
        <translation>Morning newspaper, day {day}: {summary}.</translation>
    </message>
    <message>
        <source>The game is over: {winner} wins.</source>
        <comment>game_over</comment>
        <translation>The game is over: {winner} wins.</translation>
    </message>
    <message>
        <source>{days} game days in a row without a death or a name written: the game ends in a draw.</source>
        <comment>stalemate</comment>
        <translation>{days} game days in a row without a death or a name written: the game ends in a draw.</translation>
    </message>
    <message>
        <source>{days} game days in a row without a death: the game ends in a draw.</source>
        <comment>stalemate_classic</comment>
        <translation>{days} game days in a row without a death: the game ends in a draw.</translation>
    </message>
    <message>
        <source>The vote as counted: {summary}.</source>
        <comment>vote_counted</comment>
        <translation>The vote as counted: {summary}.</translation>
    </message>
    <message>
        <source>{by}: {text}</source>
        <comment>chat</comment>
        <translation>{by}: {text}</translation>
    </message>
    <message>
        <source>The mafia&apos;s kill failed.</source>
        <comment>mafia_kill_failed</comment>
        <translation>The mafia&apos;s kill failed.</translation>
    </message>
    <message>
        <source>{name} survived a lawyer&apos;s strike.</source>
        <comment>survived_lawyer</comment>
        <translation>{name} survived a lawyer&apos;s strike.</translation>
    </message>
    <message>
        <source>{name} survived the Don&apos;s strike.</source>
        <comment>survived_don</comment>
        <translation>{name} survived the Don&apos;s strike.</translation>
    </message>
    <message>
        <source>{name} is knocked out until nightfall.</source>
        <comment>knocked_out_public</comment>
        <translation>{name} is knocked out until nightfall.</translation>
    </message>
    <message>
        <source>{name} is knocked out until nightfall.</source>
        <comment>knocked_out_public|male</comment>
        <translation>{name} is knocked out until nightfall.</translation>
    </message>
    <message>
        <source>{name} is knocked out until nightfall.</source>
        <comment>knocked_out_public|female</comment>
        <translation>{name} is knocked out until nightfall.</translation>
    </message>
    <message>
        <source>{name} was saved in the night.</source>
        <comment>saved_in_the_night</comment>
        <translation>{name} was saved in the night.</translation>
    </message>
    <message>
        <source>{name} was saved in the night.</source>
        <comment>saved_in_the_night|male</comment>
        <translation>{name} was saved in the night.</translation>
    </message>
    <message>
        <source>{name} was saved in the night.</source>
        <comment>saved_in_the_night|female</comment>
        <translation>{name} was saved in the night.</translation>
    </message>
    <message>
        <source>{name} ({role}) was saved in the night.</source>
        <comment>saved_in_the_night_role</comment>
        <translation>{name} ({role}) was saved in the night.</translation>
    </message>
    <message>
        <source>{name} ({role}) was saved in the night.</source>
        <comment>saved_in_the_night_role|male</comment>
        <translation>{name} ({role}) was saved in the night.</translation>
    </message>
    <message>
        <source>{name} ({role}) was saved in the night.</source>
        <comment>saved_in_the_night_role|female</comment>
        <translation>{name} ({role}) was saved in the night.</translation>
    </message>
    <message>
        <source>{name} was removed for inactivity and replaced by {by}.</source>
        <comment>replaced</comment>
        <translation>{name} was removed for inactivity and replaced by {by}.</translation>
    </message>
    <message>
        <source>{name} was removed for inactivity and replaced by {by}.</source>
        <comment>replaced|male</comment>
        <translation>{name} was removed for inactivity and replaced by {by}.</translation>
    </message>
    <message>
        <source>{name} was removed for inactivity and replaced by {by}.</source>
        <comment>replaced|female</comment>
        <translation>{name} was removed for inactivity and replaced by {by}.</translation>
    </message>
    <message>
        <source>{name} was removed from the game and replaced by {by}.</source>
        <comment>replaced_by_host</comment>
        <translation>{name} was removed from the game and replaced by {by}.</translation>
    </message>
    <message>
        <source>{name} was removed from the game and replaced by {by}.</source>
        <comment>replaced_by_host|male</comment>
        <translation>{name} was removed from the game and replaced by {by}.</translation>
    </message>
    <message>
        <source>{name} was removed from the game and replaced by {by}.</source>
        <comment>replaced_by_host|female</comment>
        <translation>{name} was removed from the game and replaced by {by}.</translation>
    </message>
    <message>
        <source>{name} joins the game from the reserves as a civilian.</source>
        <comment>reserve_enters</comment>
        <translation>{name} joins the game from the reserves as a civilian.</translation>
    </message>
    <message>
        <source>{name} joins the game from the reserves as a civilian.</source>
        <comment>reserve_enters|male</comment>
        <translation>{name} joins the game from the reserves as a civilian.</translation>
    </message>
    <message>
        <source>{name} joins the game from the reserves as a civilian.</source>
        <comment>reserve_enters|female</comment>
        <translation>{name} joins the game from the reserves as a civilian.</translation>
    </message>
    <message>
        <source>{name} reveals the role {role}: from now on his vote counts twice.</source>
        <comment>role_claimed</comment>
        <translation>{name} reveals the role {role}: from now on his vote counts twice.</translation>
    </message>
    <message>
        <source>Also won, by their own roles&apos; conditions: {names}.</source>
        <comment>own_wins</comment>
        <translation>Also won, by their own roles&apos; conditions: {names}.</translation>
    </message>
</context>
<context>
    <name>engine.refusal</name>
    <message>
        <source>The game is over.</source>
        <comment>game_over</comment>
        <translation>The game is over.</translation>
    </message>
    <message>
        <source>There is no player named {name}.</source>
        <comment>unknown_player</comment>
        <translation>There is no player named {name}.</translation>
    </message>
    <message>
        <source>Dead players cannot act.</source>
        <comment>dead_actor</comment>
        <translation>Dead players cannot act.</translation>
    </message>
    <message>
        <source>{target} is not alive.</source>
        <comment>target_dead</comment>
        <translation>{target} is not alive.</translation>
    </message>
    <message>
        <source>This action needs a target.</source>
        <comment>no_target</comment>
        <translation>This action needs a target.</translation>
    </message>
    <message>
        <source>You cannot target yourself.</source>
        <comment>self_target</comment>
        <translation>You cannot target yourself.</translation>
    </message>
    <message>
        <source>Not now: this action is for the {phase}.</source>
        <comment>wrong_phase</comment>
        <translation>Not now: this action is for the {phase}.</translation>
    </message>
    <message>
        <source>Your role has no action &apos;{action}&apos;.</source>
        <comment>no_such_action</comment>
        <translation>Your role has no action &apos;{action}&apos;.</translation>
    </message>
    <message>
        <source>You already nominate {target}.</source>
        <comment>already_nominated</comment>
        <translation>You already nominate {target}.</translation>
    </message>
    <message>
        <source>You have no nomination to withdraw.</source>
        <comment>not_nominated</comment>
        <translation>You have no nomination to withdraw.</translation>
    </message>
    <message>
        <source>There are no nominations at this table.</source>
        <comment>nominations_off</comment>
        <translation>There are no nominations at this table.</translation>
    </message>
    <message>
        <source>Nobody is up for the vote yet.</source>
        <comment>no_candidates</comment>
        <translation>Nobody is up for the vote yet.</translation>
    </message>
    <message>
        <source>{target} is not a candidate.</source>
        <comment>not_candidate</comment>
        <translation>{target} is not a candidate.</translation>
    </message>
    <message>
        <source>You cannot change your vote again today.</source>
        <comment>no_more_changes</comment>
        <translation>You cannot change your vote again today.</translation>
    </message>
    <message>
        <source>Abstaining is not allowed at this table.</source>
        <comment>abstain_off</comment>
        <translation>Abstaining is not allowed at this table.</translation>
    </message>
    <message>
        <source>You have already voted.</source>
        <comment>already_voted</comment>
        <translation>You have already voted.</translation>
    </message>
    <message>
        <source>Say something.</source>
        <comment>empty_text</comment>
        <translation>Say something.</translation>
    </message>
    <message>
        <source>The text is too long (at most {limit} bytes).</source>
        <comment>text_too_long</comment>
        <translation>The text is too long (at most {limit} bytes).</translation>
    </message>
    <message>
        <source>Only mafiosi use the mafia channel.</source>
        <comment>not_mafia</comment>
        <translation>Only mafiosi use the mafia channel.</translation>
    </message>
    <message>
        <source>Only the dead and the spectators write in the graveyard: you are still in the game.</source>
        <comment>graveyard_living</comment>
        <translation>Only the dead and the spectators write in the graveyard: you are still in the game.</translation>
    </message>
    <message>
        <source>{name} is a player&apos;s name: choose another name to write in the graveyard.</source>
        <comment>spectator_name</comment>
        <translation>{name} is a player&apos;s name: choose another name to write in the graveyard.</translation>
    </message>
    <message>
        <source>You do not hold a notebook.</source>
        <comment>not_holder</comment>
        <translation>You do not hold a notebook.</translation>
    </message>
    <message>
        <source>You do not own a notebook.</source>
        <comment>not_owner</comment>
        <translation>You do not own a notebook.</translation>
    </message>
    <message>
        <source>Without the eyes you can write only between {start} and {end}.</source>
        <comment>closed_form_window</comment>
        <translation>Without the eyes you can write only between {start} and {end}.</translation>
    </message>
    <message>
        <source>Without the eyes you can write only a player on the nominee list.</source>
        <comment>not_nominee</comment>
        <translation>Without the eyes you can write only a player on the nominee list.</translation>
    </message>
    <message>
        <source>A name has already been written in the notebook this game day.</source>
        <comment>one_name_per_day</comment>
        <translation>A name has already been written in the notebook this game day.</translation>
    </message>
    <message>
        <source>The death time {time} is in the past.</source>
        <comment>time_in_past</comment>
        <translation>The death time {time} is in the past.</translation>
    </message>
    <message>
        <source>Not a clock moment: {time}.</source>
        <comment>bad_time</comment>
        <translation>Not a clock moment: {time}.</translation>
    </message>
    <message>
        <source>You already have the eyes.</source>
        <comment>already_eyes</comment>
        <translation>You already have the eyes.</translation>
    </message>
    <message>
        <source>The notebook cannot be handed over at night.</source>
        <comment>not_at_night</comment>
        <translation>The notebook cannot be handed over at night.</translation>
    </message>
    <message>
        <source>The notebook is already lent out.</source>
        <comment>already_lent</comment>
        <translation>The notebook is already lent out.</translation>
    </message>
    <message>
        <source>The loan must end after it starts.</source>
        <comment>lend_end_before_start</comment>
        <translation>The loan must end after it starts.</translation>
    </message>
    <message>
        <source>A loan starts now at this table (option lend_start_time is off).</source>
        <comment>lend_start_off</comment>
        <translation>A loan starts now at this table (option lend_start_time is off).</translation>
    </message>
    <message>
        <source>A borrowed notebook cannot be passed on.</source>
        <comment>borrower_cannot</comment>
        <translation>A borrowed notebook cannot be passed on.</translation>
    </message>
    <message>
        <source>There is nobody to give the notebook to.</source>
        <comment>no_recipient</comment>
        <translation>There is nobody to give the notebook to.</translation>
    </message>
    <message>
        <source>The original Kira cannot destroy the notebook.</source>
        <comment>cannot_destroy_original</comment>
        <translation>The original Kira cannot destroy the notebook.</translation>
    </message>
    <message>
        <source>You have written a name in this notebook: you cannot destroy it.</source>
        <comment>cannot_destroy_writer</comment>
        <translation>You have written a name in this notebook: you cannot destroy it.</translation>
    </message>
    <message>
        <source>The mafia has no boss tonight and cannot shoot.</source>
        <comment>no_boss_shot</comment>
        <translation>The mafia has no boss tonight and cannot shoot.</translation>
    </message>
    <message>
        <source>Only the boss submits the mafia&apos;s action.</source>
        <comment>not_boss</comment>
        <translation>Only the boss submits the mafia&apos;s action.</translation>
    </message>
    <message>
        <source>{target} is not a mafioso.</source>
        <comment>not_mafioso</comment>
        <translation>{target} is not a mafioso.</translation>
    </message>
    <message>
        <source>You took the eyes as the notebook&apos;s owner: L&apos;s actions are lost.</source>
        <comment>l_lost_actions</comment>
        <translation>You took the eyes as the notebook&apos;s owner: L&apos;s actions are lost.</translation>
    </message>
    <message>
        <source>You may check for the notebook only after L&apos;s death.</source>
        <comment>near_no_check_yet</comment>
        <translation>You may check for the notebook only after L&apos;s death.</translation>
    </message>
    <message>
        <source>You cannot save {target} two nights in a row.</source>
        <comment>same_save_twice</comment>
        <translation>You cannot save {target} two nights in a row.</translation>
    </message>
    <message>
        <source>The clock cannot move back (now {now}).</source>
        <comment>time_backwards</comment>
        <translation>The clock cannot move back (now {now}).</translation>
    </message>
    <message>
        <source>{name} is no longer in the game.</source>
        <comment>removed_already</comment>
        <translation>{name} is no longer in the game.</translation>
    </message>
    <message>
        <source>This action is not part of the {preset} preset.</source>
        <comment>unsupported</comment>
        <translation>This action is not part of the {preset} preset.</translation>
    </message>
    <message>
        <source>Bad value for {field}.</source>
        <comment>bad_field</comment>
        <translation>Bad value for {field}.</translation>
    </message>
    <message>
        <source>The host cannot save the game; ask the host.</source>
        <comment>storage_error</comment>
        <translation>The host cannot save the game; ask the host.</translation>
    </message>
    <message>
        <source>{target} is in your own family.</source>
        <comment>own_family</comment>
        <translation>{target} is in your own family.</translation>
    </message>
    <message>
        <source>You have no shots left.</source>
        <comment>no_shots_left</comment>
        <translation>You have no shots left.</translation>
    </message>
    <message>
        <source>There is no lawyer strike at this table.</source>
        <comment>strike_off</comment>
        <translation>There is no lawyer strike at this table.</translation>
    </message>
    <message>
        <source>Name the role you guess: {roles}.</source>
        <comment>strike_role</comment>
        <translation>Name the role you guess: {roles}.</translation>
    </message>
    <message>
        <source>This strike is used up.</source>
        <comment>no_uses_left</comment>
        <translation>This strike is used up.</translation>
    </message>
    <message>
        <source>Only the family&apos;s killer may do this.</source>
        <comment>not_killer</comment>
        <translation>Only the family&apos;s killer may do this.</translation>
    </message>
    <message>
        <source>There is no Don strike at this table.</source>
        <comment>don_strike_off</comment>
        <translation>There is no Don strike at this table.</translation>
    </message>
    <message>
        <source>Only the Don may strike.</source>
        <comment>not_don</comment>
        <translation>Only the Don may strike.</translation>
    </message>
    <message>
        <source>There is no recruitment at this table.</source>
        <comment>recruitment_off</comment>
        <translation>There is no recruitment at this table.</translation>
    </message>
    <message>
        <source>Your family has no recruitment right now.</source>
        <comment>no_recruit_right</comment>
        <translation>Your family has no recruitment right now.</translation>
    </message>
    <message>
        <source>An offer to {name} is still open.</source>
        <comment>offer_pending</comment>
        <translation>An offer to {name} is still open.</translation>
    </message>
    <message>
        <source>Nobody has offered you to join the mafia.</source>
        <comment>no_offer</comment>
        <translation>Nobody has offered you to join the mafia.</translation>
    </message>
    <message>
        <source>You have already conceded.</source>
        <comment>already_conceded</comment>
        <translation>You have already conceded.</translation>
    </message>
    <message>
        <source>You are knocked out until nightfall and cannot vote.</source>
        <comment>knocked_out_vote</comment>
        <translation>You are knocked out until nightfall and cannot vote.</translation>
    </message>
    <message>
        <source>You cannot block {target} two nights in a row.</source>
        <comment>same_block_twice</comment>
        <translation>You cannot block {target} two nights in a row.</translation>
    </message>
    <message>
        <source>You cannot knock out {target} two nights in a row.</source>
        <comment>same_knock_twice</comment>
        <translation>You cannot knock out {target} two nights in a row.</translation>
    </message>
    <message>
        <source>You cannot name {target} for this two nights in a row.</source>
        <comment>same_target_twice</comment>
        <translation>You cannot name {target} for this two nights in a row.</translation>
    </message>
    <message>
        <source>There is no Don to elect at this table.</source>
        <comment>no_election</comment>
        <translation>There is no Don to elect at this table.</translation>
    </message>
    <message>
        <source>You have already revealed your role.</source>
        <comment>already_revealed</comment>
        <translation>You have already revealed your role.</translation>
    </message>
    <message>
        <source>You have no alerts left.</source>
        <comment>no_alerts_left</comment>
        <translation>You have no alerts left.</translation>
    </message>
</context>
<context>
    <name>engine.role</name>
    <message>
        <source>Don</source>
        <comment>don</comment>
        <translation>Don</translation>
    </message>
    <message>
        <source>thug</source>
        <comment>thug</comment>
        <translation>thug</translation>
    </message>
    <message>
        <source>mafia</source>
        <comment>mafia</comment>
        <translation>mafia</translation>
    </message>
    <message>
        <source>doctor</source>
        <comment>doctor</comment>
        <translation>doctor</translation>
    </message>
    <message>
        <source>commissar</source>
        <comment>commissar</comment>
        <translation>commissar</translation>
    </message>
    <message>
        <source>peacemaker</source>
        <comment>peacemaker</comment>
        <translation>peacemaker</translation>
    </message>
    <message>
        <source>executioner</source>
        <comment>executioner</comment>
        <translation>executioner</translation>
    </message>
    <message>
        <source>witness</source>
        <comment>witness</comment>
        <translation>witness</translation>
    </message>
    <message>
        <source>maniac</source>
        <comment>maniac</comment>
        <translation>maniac</translation>
    </message>
    <message>
        <source>civilian</source>
        <comment>civilian</comment>
        <translation>civilian</translation>
    </message>
    <message>
        <source>Kira</source>
        <comment>kira</comment>
        <translation>Kira</translation>
    </message>
    <message>
        <source>L</source>
        <comment>l</comment>
        <translation>L</translation>
    </message>
    <message>
        <source>Near</source>
        <comment>near</comment>
        <translation>Near</translation>
    </message>
</context>
<context>
    <name>engine.setup</name>
    <message>
        <source>The players must be at least two distinct, non-empty names.</source>
        <comment>bad_players</comment>
        <translation>The players must be at least two distinct, non-empty names.</translation>
    </message>
    <message>
        <source>This game was set up under rules version {version}, which this version of DN Mafia does not know.</source>
        <comment>bad_rules_version</comment>
        <translation>This game was set up under rules version {version}, which this version of DN Mafia does not know.</translation>
    </message>
    <message>
        <source>A Death Note table seats {low}–{high} players.</source>
        <comment>deathnote_table_size</comment>
        <translation>A Death Note table seats {low}–{high} players.</translation>
    </message>
    <message>
        <source>A classic table seats {low}–{high} players.</source>
        <comment>classic_table_size</comment>
        <translation>A classic table seats {low}–{high} players.</translation>
    </message>
    <message>
        <source>{mafia} mafiosi out of {players} players: the mafia must start as a minority. Lower the mafia count.</source>
        <comment>mafia_majority</comment>
        <translation>{mafia} mafiosi out of {players} players: the mafia must start as a minority. Lower the mafia count.</translation>
    </message>
    <message>
        <source>The second family (mafia2, don2) needs the two-mafias scenario.</source>
        <comment>needs_two_mafias</comment>
        <translation>The second family (mafia2, don2) needs the two-mafias scenario.</translation>
    </message>
    <message>
        <source>Two mafias need at least {count} players.</source>
        <comment>two_mafias_size</comment>
        <translation>Two mafias need at least {count} players.</translation>
    </message>
    <message>
        <source>More mafia roles than mafia seats: raise the mafia count or take a role away.</source>
        <comment>too_many_mafia_roles</comment>
        <translation>More mafia roles than mafia seats: raise the mafia count or take a role away.</translation>
    </message>
    <message>
        <source>More roles than players: take some optional roles away.</source>
        <comment>too_many_roles</comment>
        <translation>More roles than players: take some optional roles away.</translation>
    </message>
    <message>
        <source>The deal names {name}, who is not a player.</source>
        <comment>deal_unknown_player</comment>
        <translation>The deal names {name}, who is not a player.</translation>
    </message>
    <message>
        <source>Unknown role {role} for {name}.</source>
        <comment>deal_unknown_role</comment>
        <translation>Unknown role {role} for {name}.</translation>
    </message>
    <message>
        <source>At most one {role}.</source>
        <comment>deal_role_twice</comment>
        <translation>At most one {role}.</translation>
    </message>
    <message>
        <source>The reserves must be distinct names, none of them a player.</source>
        <comment>bad_reserves</comment>
        <translation>The reserves must be distinct names, none of them a player.</translation>
    </message>
    <message>
        <source>Items: {name} = {item} (only players, and only a vest).</source>
        <comment>bad_items</comment>
        <translation>Items: {name} = {item} (only players, and only a vest).</translation>
    </message>
    <message>
        <source>{file}: not a readable role file: {error}</source>
        <comment>role_file_syntax</comment>
        <translation>{file}: not a readable role file: {error}</translation>
    </message>
    <message>
        <source>{file}: unknown field {field}.</source>
        <comment>role_unknown_field</comment>
        <translation>{file}: unknown field {field}.</translation>
    </message>
    <message>
        <source>{file}: the field {field} is missing.</source>
        <comment>role_missing_field</comment>
        <translation>{file}: the field {field} is missing.</translation>
    </message>
    <message>
        <source>{file}: {field} cannot be {value}.</source>
        <comment>role_bad_value</comment>
        <translation>{file}: {field} cannot be {value}.</translation>
    </message>
    <message>
        <source>{file}: {field}: unknown ability {ability}.</source>
        <comment>role_unknown_ability</comment>
        <translation>{file}: {field}: unknown ability {ability}.</translation>
    </message>
    <message>
        <source>{file}: {field}: the role could never {ability} ({phase}).</source>
        <comment>role_never_acts</comment>
        <translation>{file}: {field}: the role could never {ability} ({phase}).</translation>
    </message>
    <message>
        <source>{file}: {field}: a night step for a role with no night action.</source>
        <comment>role_step_without_action</comment>
        <translation>{file}: {field}: a night step for a role with no night action.</translation>
    </message>
    <message>
        <source>{file}: {field}: no rule option is called {option}.</source>
        <comment>role_unknown_option</comment>
        <translation>{file}: {field}: no rule option is called {option}.</translation>
    </message>
    <message>
        <source>{file}: {field}: no role declares the night step {step}.</source>
        <comment>role_unknown_step</comment>
        <translation>{file}: {field}: no role declares the night step {step}.</translation>
    </message>
    <message>
        <source>{file}: {field}: the night order goes round in a circle: {steps}.</source>
        <comment>role_night_cycle</comment>
        <translation>{file}: {field}: the night order goes round in a circle: {steps}.</translation>
    </message>
    <message>
        <source>{file}: the word {word} is defined twice (also in {other}).</source>
        <comment>role_duplicate_word</comment>
        <translation>{file}: the word {word} is defined twice (also in {other}).</translation>
    </message>
    <message>
        <source>{file}: a role of the {preset} rules, not of this table&apos;s.</source>
        <comment>role_other_preset</comment>
        <translation>{file}: a role of the {preset} rules, not of this table&apos;s.</translation>
    </message>
    <message>
        <source>{file}: the word {word} is a built-in role&apos;s: give your role its own word.</source>
        <comment>role_builtin_word</comment>
        <translation>{file}: the word {word} is a built-in role&apos;s: give your role its own word.</translation>
    </message>
    <message>
        <source>{file}: {field}: a role of your own cannot act in the {preset} rules yet (their night is the notebook&apos;s).</source>
        <comment>role_night_is_code</comment>
        <translation>{file}: {field}: a role of your own cannot act in the {preset} rules yet (their night is the notebook&apos;s).</translation>
    </message>
    <message>
        <source>{file}: the role {word} could never act at this table: each of its actions needs a rule option that is off.</source>
        <comment>role_never_acts_here</comment>
        <translation>{file}: the role {word} could never act at this table: each of its actions needs a rule option that is off.</translation>
    </message>
    <message>
        <source>{seats} seats dealt for {players} players: deal fewer roles.</source>
        <comment>too_many_seats</comment>
        <translation>{seats} seats dealt for {players} players: deal fewer roles.</translation>
    </message>
</context>
<context>
    <name>moments</name>
    <message>
        <source>day %1, %2</source>
        <translation>day %1, %2</translation>
    </message>
    <message>
        <source>day %1</source>
        <translation>day %1</translation>
    </message>
</context>
<context>
    <name>texts</name>
    <message>
        <source>Day</source>
        <translation>Day</translation>
    </message>
    <message>
        <source>Vote</source>
        <translation>Vote</translation>
    </message>
    <message>
        <source>Night</source>
        <translation>Night</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Game over</translation>
    </message>
    <message>
        <source>Lobby</source>
        <translation>Lobby</translation>
    </message>
    <message>
        <source>Kira</source>
        <translation>Kira</translation>
    </message>
    <message>
        <source>Civilian</source>
        <translation>Civilian</translation>
    </message>
    <message>
        <source>Civilian</source>
        <comment>male</comment>
        <translation>Civilian</translation>
    </message>
    <message>
        <source>Civilian</source>
        <comment>female</comment>
        <translation>Civilian</translation>
    </message>
    <message>
        <source>Town</source>
        <translation>Town</translation>
    </message>
    <message>
        <source>not a mafioso</source>
        <translation>not a mafioso</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unknown</translation>
    </message>
    <message>
        <source>Death Note</source>
        <translation>Death Note</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Classic</translation>
    </message>
    <message>
        <source>the town</source>
        <translation>the town</translation>
    </message>
    <message>
        <source>the mafia</source>
        <translation>the mafia</translation>
    </message>
    <message>
        <source>the maniac</source>
        <translation>the maniac</translation>
    </message>
    <message>
        <source>nobody's side</source>
        <translation>nobody's side</translation>
    </message>
    <message>
        <source>the second family</source>
        <translation>the second family</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>nobody</translation>
    </message>
    <message>
        <source>A draw: the game stalled</source>
        <translation>A draw: the game stalled</translation>
    </message>
    <message>
        <source>The town wins</source>
        <translation>The town wins</translation>
    </message>
    <message>
        <source>The mafia wins</source>
        <translation>The mafia wins</translation>
    </message>
    <message>
        <source>Kira wins</source>
        <translation>Kira wins</translation>
    </message>
    <message>
        <source>The maniac wins</source>
        <translation>The maniac wins</translation>
    </message>
    <message>
        <source>The second family wins</source>
        <translation>The second family wins</translation>
    </message>
    <message>
        <source>Nobody wins: no one survived</source>
        <translation>Nobody wins: no one survived</translation>
    </message>
    <message>
        <source>Say</source>
        <translation>Say</translation>
    </message>
    <message>
        <source>Nominate</source>
        <translation>Nominate</translation>
    </message>
    <message>
        <source>Withdraw nomination</source>
        <translation>Withdraw nomination</translation>
    </message>
    <message>
        <source>Cast a vote</source>
        <translation>Cast a vote</translation>
    </message>
    <message>
        <source>Abstain</source>
        <translation>Abstain</translation>
    </message>
    <message>
        <source>Done for the night</source>
        <translation>Done for the night</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Check</translation>
    </message>
    <message>
        <source>Shoot</source>
        <translation>Shoot</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Save</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Search</translation>
    </message>
    <message>
        <source>Elect boss</source>
        <translation>Elect boss</translation>
    </message>
    <message>
        <source>Write a name</source>
        <translation>Write a name</translation>
    </message>
    <message>
        <source>Take the eyes</source>
        <translation>Take the eyes</translation>
    </message>
    <message>
        <source>Lend</source>
        <translation>Lend</translation>
    </message>
    <message>
        <source>Give away</source>
        <translation>Give away</translation>
    </message>
    <message>
        <source>Destroy</source>
        <translation>Destroy</translation>
    </message>
    <message>
        <source>Block</source>
        <translation>Block</translation>
    </message>
    <message>
        <source>Watch</source>
        <translation>Watch</translation>
    </message>
    <message>
        <source>Knock out</source>
        <translation>Knock out</translation>
    </message>
    <message>
        <source>Lawyer strike</source>
        <translation>Lawyer strike</translation>
    </message>
    <message>
        <source>Don strike</source>
        <translation>Don strike</translation>
    </message>
    <message>
        <source>Offer to join the mafia</source>
        <translation>Offer to join the mafia</translation>
    </message>
    <message>
        <source>Accept the offer</source>
        <translation>Accept the offer</translation>
    </message>
    <message>
        <source>Decline the offer</source>
        <translation>Decline the offer</translation>
    </message>
    <message>
        <source>Concede defeat</source>
        <translation>Concede defeat</translation>
    </message>
    <message>
        <source>Guard</source>
        <translation>Guard</translation>
    </message>
    <message>
        <source>Follow</source>
        <translation>Follow</translation>
    </message>
    <message>
        <source>Frame</source>
        <translation>Frame</translation>
    </message>
    <message>
        <source>Stay on alert tonight</source>
        <translation>Stay on alert tonight</translation>
    </message>
    <message>
        <source>Reveal your role</source>
        <translation>Reveal your role</translation>
    </message>
    <message>
        <source>a message</source>
        <translation>a message</translation>
    </message>
    <message>
        <source>nomination: %1</source>
        <translation>nomination: %1</translation>
    </message>
    <message>
        <source>nomination withdrawn</source>
        <translation>nomination withdrawn</translation>
    </message>
    <message>
        <source>vote: %1</source>
        <translation>vote: %1</translation>
    </message>
    <message>
        <source>abstention</source>
        <translation>abstention</translation>
    </message>
    <message>
        <source>a quiet night</source>
        <translation>a quiet night</translation>
    </message>
    <message>
        <source>check: %1</source>
        <translation>check: %1</translation>
    </message>
    <message>
        <source>shot: %1</source>
        <translation>shot: %1</translation>
    </message>
    <message>
        <source>protection: %1</source>
        <translation>protection: %1</translation>
    </message>
    <message>
        <source>search: %1</source>
        <translation>search: %1</translation>
    </message>
    <message>
        <source>boss for the night: %1</source>
        <translation>boss for the night: %1</translation>
    </message>
    <message>
        <source>name written: %1</source>
        <translation>name written: %1</translation>
    </message>
    <message>
        <source>the eyes taken</source>
        <translation>the eyes taken</translation>
    </message>
    <message>
        <source>notebook lent to %1</source>
        <translation>notebook lent to %1</translation>
    </message>
    <message>
        <source>notebook given away</source>
        <translation>notebook given away</translation>
    </message>
    <message>
        <source>notebook destroyed</source>
        <translation>notebook destroyed</translation>
    </message>
    <message>
        <source>block: %1</source>
        <translation>block: %1</translation>
    </message>
    <message>
        <source>watch: %1</source>
        <translation>watch: %1</translation>
    </message>
    <message>
        <source>knock-out: %1</source>
        <translation>knock-out: %1</translation>
    </message>
    <message>
        <source>lawyer's strike: %1</source>
        <translation>lawyer's strike: %1</translation>
    </message>
    <message>
        <source>Don's strike: %1</source>
        <translation>Don's strike: %1</translation>
    </message>
    <message>
        <source>offer to join the mafia: %1</source>
        <translation>offer to join the mafia: %1</translation>
    </message>
    <message>
        <source>offer accepted</source>
        <translation>offer accepted</translation>
    </message>
    <message>
        <source>offer declined</source>
        <translation>offer declined</translation>
    </message>
    <message>
        <source>defeat conceded</source>
        <translation>defeat conceded</translation>
    </message>
    <message>
        <source>guard: %1</source>
        <translation>guard: %1</translation>
    </message>
    <message>
        <source>following: %1</source>
        <translation>following: %1</translation>
    </message>
    <message>
        <source>frame-up: %1</source>
        <translation>frame-up: %1</translation>
    </message>
    <message>
        <source>on alert</source>
        <translation>on alert</translation>
    </message>
    <message>
        <source>role revealed</source>
        <translation>role revealed</translation>
    </message>
    <message>
        <source>executed</source>
        <translation>executed</translation>
    </message>
    <message>
        <source>removed</source>
        <translation>removed</translation>
    </message>
    <message>
        <source>died at night</source>
        <translation>died at night</translation>
    </message>
    <message>
        <source>died</source>
        <translation>died</translation>
    </message>
    <message>
        <source>executed by vote</source>
        <translation>executed by vote</translation>
    </message>
    <message>
        <source>executed by vote</source>
        <comment>male</comment>
        <translation>executed by vote</translation>
    </message>
    <message>
        <source>executed by vote</source>
        <comment>female</comment>
        <translation>executed by vote</translation>
    </message>
    <message>
        <source>written in the notebook</source>
        <translation>written in the notebook</translation>
    </message>
    <message>
        <source>written in the notebook</source>
        <comment>male</comment>
        <translation>written in the notebook</translation>
    </message>
    <message>
        <source>written in the notebook</source>
        <comment>female</comment>
        <translation>written in the notebook</translation>
    </message>
    <message>
        <source>shot by the mafia</source>
        <translation>shot by the mafia</translation>
    </message>
    <message>
        <source>shot by the mafia</source>
        <comment>male</comment>
        <translation>shot by the mafia</translation>
    </message>
    <message>
        <source>shot by the mafia</source>
        <comment>female</comment>
        <translation>shot by the mafia</translation>
    </message>
    <message>
        <source>shot by L</source>
        <translation>shot by L</translation>
    </message>
    <message>
        <source>shot by L</source>
        <comment>male</comment>
        <translation>shot by L</translation>
    </message>
    <message>
        <source>shot by L</source>
        <comment>female</comment>
        <translation>shot by L</translation>
    </message>
    <message>
        <source>removed for inactivity</source>
        <translation>removed for inactivity</translation>
    </message>
    <message>
        <source>removed for inactivity</source>
        <comment>male</comment>
        <translation>removed for inactivity</translation>
    </message>
    <message>
        <source>removed for inactivity</source>
        <comment>female</comment>
        <translation>removed for inactivity</translation>
    </message>
    <message>
        <source>removed: no name written</source>
        <translation>removed: no name written</translation>
    </message>
    <message>
        <source>removed from the game</source>
        <translation>removed from the game</translation>
    </message>
    <message>
        <source>removed from the game</source>
        <comment>male</comment>
        <translation>removed from the game</translation>
    </message>
    <message>
        <source>removed from the game</source>
        <comment>female</comment>
        <translation>removed from the game</translation>
    </message>
    <message>
        <source>shot by the executioner</source>
        <translation>shot by the executioner</translation>
    </message>
    <message>
        <source>shot by the executioner</source>
        <comment>male</comment>
        <translation>shot by the executioner</translation>
    </message>
    <message>
        <source>shot by the executioner</source>
        <comment>female</comment>
        <translation>shot by the executioner</translation>
    </message>
    <message>
        <source>killed by the maniac</source>
        <translation>killed by the maniac</translation>
    </message>
    <message>
        <source>killed by the maniac</source>
        <comment>male</comment>
        <translation>killed by the maniac</translation>
    </message>
    <message>
        <source>killed by the maniac</source>
        <comment>female</comment>
        <translation>killed by the maniac</translation>
    </message>
    <message>
        <source>killed by a lawyer strike</source>
        <translation>killed by a lawyer strike</translation>
    </message>
    <message>
        <source>killed by a lawyer strike</source>
        <comment>male</comment>
        <translation>killed by a lawyer strike</translation>
    </message>
    <message>
        <source>killed by a lawyer strike</source>
        <comment>female</comment>
        <translation>killed by a lawyer strike</translation>
    </message>
    <message>
        <source>killed by the Don's strike</source>
        <translation>killed by the Don's strike</translation>
    </message>
    <message>
        <source>killed by the Don's strike</source>
        <comment>male</comment>
        <translation>killed by the Don's strike</translation>
    </message>
    <message>
        <source>killed by the Don's strike</source>
        <comment>female</comment>
        <translation>killed by the Don's strike</translation>
    </message>
    <message>
        <source>shot at night</source>
        <translation>shot at night</translation>
    </message>
    <message>
        <source>shot at night</source>
        <comment>male</comment>
        <translation>shot at night</translation>
    </message>
    <message>
        <source>shot at night</source>
        <comment>female</comment>
        <translation>shot at night</translation>
    </message>
    <message>
        <source>paid for his failed strikes</source>
        <translation>paid for his failed strikes</translation>
    </message>
    <message>
        <source>paid for his failed strikes</source>
        <comment>male</comment>
        <translation>paid for his failed strikes</translation>
    </message>
    <message>
        <source>paid for his failed strikes</source>
        <comment>female</comment>
        <translation>paid for his failed strikes</translation>
    </message>
    <message>
        <source>owner</source>
        <translation>owner</translation>
    </message>
    <message>
        <source>first owner</source>
        <translation>first owner</translation>
    </message>
    <message>
        <source>lent</source>
        <translation>lent</translation>
    </message>
    <message>
        <source>returned</source>
        <translation>returned</translation>
    </message>
    <message>
        <source>took the eyes</source>
        <translation>took the eyes</translation>
    </message>
    <message>
        <source>destroyed</source>
        <translation>destroyed</translation>
    </message>
    <message>
        <source>given away</source>
        <translation>given away</translation>
    </message>
    <message>
        <source>he</source>
        <translation>he</translation>
    </message>
    <message>
        <source>she</source>
        <translation>she</translation>
    </message>
    <message>
        <source>Profession: %1</source>
        <translation>Profession: %1</translation>
    </message>
    <message>
        <source>Appearance: %1</source>
        <translation>Appearance: %1</translation>
    </message>
    <message>
        <source>Character: %1</source>
        <translation>Character: %1</translation>
    </message>
    <message>
        <source>Gender: %1</source>
        <translation>Gender: %1</translation>
    </message>
    <message>
        <source>player</source>
        <translation>player</translation>
    </message>
    <message>
        <source>reserve</source>
        <translation>reserve</translation>
    </message>
    <message>
        <source>waits for approval</source>
        <translation>waits for approval</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>yes</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>dead: %1</source>
        <translation>dead: %1</translation>
    </message>
    <message>
        <source>nobody died</source>
        <translation>nobody died</translation>
    </message>
    <message>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <source>own missed vote</source>
        <translation>own missed vote</translation>
    </message>
    <message>
        <source>no candidates</source>
        <translation>no candidates</translation>
    </message>
    <message>
        <source>abstained: %1</source>
        <translation>abstained: %1</translation>
    </message>
    <message>
        <source>nominates %1</source>
        <translation>nominates %1</translation>
    </message>
    <message>
        <source>votes %1</source>
        <translation>votes %1</translation>
    </message>
    <message>
        <source>abstains</source>
        <translation>abstains</translation>
    </message>
    <message>
        <source>Not connected to the table; try again when it is back.</source>
        <translation>Not connected to the table; try again when it is back.</translation>
    </message>
    <message>
        <source>The connection dropped before the table answered; the table's view shows whether it was taken.</source>
        <translation>The connection dropped before the table answered; the table's view shows whether it was taken.</translation>
    </message>
    <message>
        <source>The phase it was made in has ended; it was not applied.</source>
        <translation>The phase it was made in has ended; it was not applied.</translation>
    </message>
    <message>
        <source>The host has closed the table.</source>
        <translation>The host has closed the table.</translation>
    </message>
    <message>
        <source>The game is over and the table is closed.</source>
        <translation>The game is over and the table is closed.</translation>
    </message>
    <message>
        <source>The host's program has quit; the table is closed.</source>
        <translation>The host's program has quit; the table is closed.</translation>
    </message>
    <message>
        <source>Too many messages; slow down.</source>
        <translation>Too many messages; slow down.</translation>
    </message>
    <message>
        <source>Spectators cannot act.</source>
        <translation>Spectators cannot act.</translation>
    </message>
    <message>
        <source>The game has not started.</source>
        <translation>The game has not started.</translation>
    </message>
    <message>
        <source>A value was not understood.</source>
        <translation>A value was not understood.</translation>
    </message>
    <message>
        <source>Wait for the host to answer your questions.</source>
        <translation>Wait for the host to answer your questions.</translation>
    </message>
    <message>
        <source>This table runs another version of DN Mafia.</source>
        <translation>This table runs another version of DN Mafia.</translation>
    </message>
    <message>
        <source>Wrong table password.</source>
        <translation>Wrong table password.</translation>
    </message>
    <message>
        <source>This table needs a password: type it, then join again.</source>
        <translation>This table needs a password: type it, then join again.</translation>
    </message>
    <message>
        <source>The table is full.</source>
        <translation>The table is full.</translation>
    </message>
    <message>
        <source>Somebody already sits under this name.</source>
        <translation>Somebody already sits under this name.</translation>
    </message>
    <message>
        <source>Your seat at this table is no longer valid.</source>
        <translation>Your seat at this table is no longer valid.</translation>
    </message>
    <message>
        <source>Too many wrong passwords or seat tokens came from your address.</source>
        <translation>Too many wrong passwords or seat tokens came from your address.</translation>
    </message>
    <message>
        <source>Too many connections are waiting at this table; trying again.</source>
        <translation>Too many connections are waiting at this table; trying again.</translation>
    </message>
    <message>
        <source>This page was opened without the table's key, and the host takes sealed phones only: scan the QR code on the host's screen.</source>
        <translation>This page was opened without the table's key, and the host takes sealed phones only: scan the QR code on the host's screen.</translation>
    </message>
    <message>
        <source>This page's code is not this table's key (an old or a wrong code): scan the QR code on the host's screen again.</source>
        <translation>This page's code is not this table's key (an old or a wrong code): scan the QR code on the host's screen again.</translation>
    </message>
    <message>
        <source>A message on this link was changed or out of order; the link was closed and is made again.</source>
        <translation>A message on this link was changed or out of order; the link was closed and is made again.</translation>
    </message>
    <message>
        <source>This program's message was out of order; nothing was changed.</source>
        <translation>This program's message was out of order; nothing was changed.</translation>
    </message>
    <message>
        <source>This name looks the same as a seated player's; choose another.</source>
        <translation>This name looks the same as a seated player's; choose another.</translation>
    </message>
    <message>
        <source>The game has started; you can join as a spectator.</source>
        <translation>The game has started; you can join as a spectator.</translation>
    </message>
    <message>
        <source>This table has seats only for its listed players.</source>
        <translation>This table has seats only for its listed players.</translation>
    </message>
    <message>
        <source>The host removed you from the table.</source>
        <translation>The host removed you from the table.</translation>
    </message>
    <message>
        <source>This table's key has changed: the computer answering is not the one that hosted it before. Someone on the network may be pretending to be the host. Do not join; ask the host to compare the key code on the host's screen.</source>
        <translation>This table's key has changed: the computer answering is not the one that hosted it before. Someone on the network may be pretending to be the host. Do not join; ask the host to compare the key code on the host's screen.</translation>
    </message>
    <message>
        <source>Your seat was taken over by a new connection.</source>
        <translation>Your seat was taken over by a new connection.</translation>
    </message>
    <message>
        <source>The connection timed out.</source>
        <translation>The connection timed out.</translation>
    </message>
    <message>
        <source>The table did not understand this program's message.</source>
        <translation>The table did not understand this program's message.</translation>
    </message>
    <message>
        <source>A message was too large for the table; the connection was closed.</source>
        <translation>A message was too large for the table; the connection was closed.</translation>
    </message>
    <message>
        <source>This program did not read the table's messages for too long; the connection was closed.</source>
        <translation>This program did not read the table's messages for too long; the connection was closed.</translation>
    </message>
    <message>
        <source>The host cannot save the game; ask the host.</source>
        <translation>The host cannot save the game; ask the host.</translation>
    </message>
    <message>
        <source>The host did not accept your registration at this table.</source>
        <translation>The host did not accept your registration at this table.</translation>
    </message>
    <message>
        <source>The table takes no more reserve players.</source>
        <translation>The table takes no more reserve players.</translation>
    </message>
    <message>
        <source>This table takes no reserve players: join it as a player, or watch it.</source>
        <translation>This table takes no reserve players: join it as a player, or watch it.</translation>
    </message>
    <message>
        <source>You are a reserve: you play once you take a removed player's place.</source>
        <translation>You are a reserve: you play once you take a removed player's place.</translation>
    </message>
    <message>
        <source>The game cannot start: %1</source>
        <translation>The game cannot start: %1</translation>
    </message>
    <message>
        <source>Try again in %1 s.</source>
        <translation>Try again in %1 s.</translation>
    </message>
</context>
<context>
    <name>web</name>
    <message>
        <source>You concede for good: it cannot be taken back. Once every living mafioso has conceded (and no maniac lives), the town wins. Concede?</source>
        <translation>You concede for good: it cannot be taken back. Once every living mafioso has conceded (and no maniac lives), the town wins. Concede?</translation>
    </message>
    <message>
        <source>The Don strikes %1 tonight: neither the doctor nor a vest saves the target. Strike?</source>
        <translation>The Don strikes %1 tonight: neither the doctor nor a vest saves the target. Strike?</translation>
    </message>
    <message>
        <source>If %1's role is «%2», %1 dies tonight, and neither the doctor nor a vest saves the target. If not, your family may pay for the miss. Strike?</source>
        <translation>If %1's role is «%2», %1 dies tonight, and neither the doctor nor a vest saves the target. If not, your family may pay for the miss. Strike?</translation>
    </message>
    <message>
        <source>You will not be able to change your abstention. Abstain?</source>
        <translation>You will not be able to change your abstention. Abstain?</translation>
    </message>
    <message>
        <source>«%1» cannot be undone. Go on?</source>
        <translation>«%1» cannot be undone. Go on?</translation>
    </message>
    <message>
        <source>Game day</source>
        <translation>Game day</translation>
    </message>
    <message>
        <source>Time (HH:MM, 24-hour)</source>
        <translation>Time (HH:MM, 24-hour)</translation>
    </message>
    <message>
        <source>HH:MM</source>
        <translation>HH:MM</translation>
    </message>
    <message>
        <source>Enter the time as HH:MM, 24-hour (e.g. 21:30).</source>
        <translation>Enter the time as HH:MM, 24-hour (e.g. 21:30).</translation>
    </message>
    <message>
        <source>(new)</source>
        <translation>(new)</translation>
    </message>
    <message>
        <source>This seat is not sealed: others on the Wi-Fi could read what it is sent. To play sealed, scan the QR code on the host's screen.</source>
        <translation>This seat is not sealed: others on the Wi-Fi could read what it is sent. To play sealed, scan the QR code on the host's screen.</translation>
    </message>
    <message>
        <source>This phone forgets its seat at the table: you cannot come back to it from here.</source>
        <translation>This phone forgets its seat at the table: you cannot come back to it from here.</translation>
    </message>
    <message>
        <source>You are out of the game: the graveyard tab is open to you.</source>
        <translation>You are out of the game: the graveyard tab is open to you.</translation>
    </message>
    <message>
        <source>A new game at this table: the same seats, a new deal.</source>
        <translation>A new game at this table: the same seats, a new deal.</translation>
    </message>
    <message>
        <source>Show my role</source>
        <translation>Show my role</translation>
    </message>
    <message>
        <source>Hide</source>
        <translation>Hide</translation>
    </message>
    <message>
        <source>Your role is hidden. Hold your finger here to show it.</source>
        <translation>Your role is hidden. Hold your finger here to show it.</translation>
    </message>
    <message>
        <source>Your role is hidden. Tap to show it.</source>
        <translation>Your role is hidden. Tap to show it.</translation>
    </message>
    <message>
        <source>Say something to everybody…</source>
        <translation>Say something to everybody…</translation>
    </message>
    <message>
        <source>Stop watching</source>
        <translation>Stop watching</translation>
    </message>
    <message>
        <source>This phone's settings</source>
        <translation>This phone's settings</translation>
    </message>
    <message>
        <source>A short sound when it is my turn</source>
        <translation>A short sound when it is my turn</translation>
    </message>
    <message>
        <source>Show my role only after holding the cover</source>
        <translation>Show my role only after holding the cover</translation>
    </message>
    <message numerus="yes">
        <source>Waiting for %n player(s)</source>
        <translation>
            <numerusform>Waiting for %n player</numerusform>
            <numerusform>Waiting for %n players</numerusform>
        </translation>
    </message>
    <message>
        <source>Everybody has made a move</source>
        <translation>Everybody has made a move</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Your turn</translation>
    </message>
</context>
</TS>
