<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
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
        <source>You were removed: no name was written in the notebook for a whole game day.</source>
        <comment>duty_removed</comment>
        <translation>You were removed: no name was written in the notebook for a whole game day.</translation>
    </message>
    <message>
        <source>You are dead.</source>
        <comment>you_died</comment>
        <translation>You are dead.</translation>
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
        <source>{name} has died: {circumstances}.</source>
        <comment>died_of</comment>
        <translation>{name} has died: {circumstances}.</translation>
    </message>
    <message>
        <source>{name} is removed from the game.</source>
        <comment>removed</comment>
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
        <source>{by}: {text}</source>
        <comment>chat</comment>
        <translation>{by}: {text}</translation>
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
</context>
<context>
    <name>engine.role</name>
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
    <message>
        <source>mafia</source>
        <comment>mafia</comment>
        <translation>mafia</translation>
    </message>
    <message>
        <source>civilian</source>
        <comment>civilian</comment>
        <translation>civilian</translation>
    </message>
</context>
</TS>
