"""Message and refusal codes with their English fallback texts.

Owns the catalogue of everything the engine tells people: public events, private
messages, refusal reasons — each a code with parameters. The desktop translates by code;
the English text here is the fallback (the scenario runner matches against it). Imports
nothing.
"""

from __future__ import annotations

from typing import Any

# Private messages to one player.
PRIVATE = {
    "role_card": "Your role: {role}.",
    "mafia_team": "Your mafia: {names}. Boss: {boss}.",
    "boss_now": "{name} is the boss of the mafia.",
    "no_boss_tonight": "The mafia has no boss tonight: no shot, any mafioso may search.",
    "notebook_lent": "A notebook has been handed to you for a while.",
    "notebook_taken_back": "The notebook you were holding has been taken back.",
    "notebook_returned": "Your notebook has been returned to you.",
    "notebook_owner": "You are now the owner of a notebook.",
    "l_dead": "L is dead. From now on you may also check, each night, whether a player "
    "holds the notebook.",
    "check_result": "Check: {target} is {answer}.",
    "search_result": "Search: {target} holds the notebook: {answer}.",
    "write_reminder": "Reminder: write a name in the notebook today.",
    "eyes_taken": "You have taken the eyes: you may write any living player at any time.",
    "joined_kira": "You now play for Kira's side alone.",
    "entry_written": "You wrote {target} in the notebook.",
    "lent_out": "You lent the notebook to {to} until {until}.",
    "lend_scheduled": "The notebook goes to {to} at {start} and comes back at {until}.",
    "gave_away": "The notebook has left your hands for good.",
    "destroyed": "You destroyed the notebook.",
    "prevote_dropped": "Your advance vote for {target} was dropped: not a candidate.",
    "advance_vote": "Your advance vote for {target} is recorded; it is published when "
    "voting opens.",
    "advance_abstain": "Your advance abstention is recorded; it is published when voting "
    "opens.",
    "inactive_warning_chat": "Inactivity rule: you have not written in the game chat "
    "today. Write at least one line before {time}, or you will be removed from the game.",
    "inactive_warning_vote": "Inactivity rule: you have not voted today. Vote before "
    "{time}, or you will be removed from the game.",
    "inactive_warning_chat_vote": "Inactivity rule: today you have neither written in the "
    "game chat nor voted. Do both before {time}, or you will be removed from the game.",
    "duty_removed": "You were removed: no name was written in the notebook for a whole "
    "game day.",
    "you_died": "You are dead.",
    # classic (docs/rules-classic.md)
    "family_card": "Your mafia family: {names}.",
    "don_now": "{name} is the Don.",
    "killer_now": "{name} is the family's killer.",
    "vest_dealt": "You wear a bulletproof vest.",
    "vest_used": "Your vest stopped a shot; you have no vest any more.",
    "action_blocked": "Your night action was blocked.",
    "night_act_lost": "Your night action on {target} did not happen: you died before it "
    "was carried out.",
    "knocked_out": "You are knocked out until nightfall.",
    "witness_report": "{target} was attacked by: {names}.",
    "witness_nobody": "Nobody attacked {target}.",
    "witness_mafia": "{target} was attacked by: the mafia.",
    "witness_mafia_and": "{target} was attacked by: the mafia, {names}.",
    "recruit_offer": "{by} offers you to join the mafia.",
    "offer_lapsed": "The offer to join the mafia has lapsed.",
    "joined_family": "You joined the mafia. Your family: {names}.",
    "reserve_seated": "You take {name}'s seat: your role is {role}.",
    "you_were_replaced": "You were removed from the game; {by} takes your seat.",
    "family_reserve": "{by} takes {name}'s seat in the family.",
    "visitors_report": "{target} was visited by: {names}.",
    "visitors_nobody": "Nobody visited {target}.",
    "visitors_mafia": "{target} was visited by: the mafia.",
    "visitors_mafia_and": "{target} was visited by: the mafia, {names}.",
    "track_report": "{target} went to: {names}.",
    "track_nobody": "{target} went nowhere last night.",
    "alert_report": "On alert, you shot your visitors: {names}.",
    "own_win_executed": "The town executed you: you have won. The game goes on without you.",
}

# Public events everybody sees.
PUBLIC = {
    "game_started": "The game begins with {count} players.",
    "day_begins": "Day {day} begins.",
    "voting_opens": "Voting opens. Candidates: {names}.",
    "night_falls": "Night falls.",
    "runoff_opens": "A tie: runoff vote between {names}.",
    "nominated": "{by} nominates {target}.",
    "withdrew": "{by} withdraws the nomination of {target}.",
    "voted": "{by} votes for {target}.",
    "abstained": "{by} abstains.",
    "executed": "{name} is executed.",
    "role_revealed": "{name} was {role}.",
    "no_execution": "Nobody is executed.",
    "died": "{name} has died.",
    "died_of": "{name} has died: {circumstances}.",
    "removed": "{name} is removed from the game.",
    "newspaper": "Morning newspaper, day {day}: {summary}.",
    "game_over": "The game is over: {winner} wins.",
    "stalemate": "{days} game days in a row without a death or a name written: the game "
    "ends in a draw.",
    "stalemate_classic": "{days} game days in a row without a death: the game ends in a "
    "draw.",
    "vote_counted": "The vote as counted: {summary}.",
    "chat": "{by}: {text}",
    # classic (docs/rules-classic.md C3, C4.4)
    "mafia_kill_failed": "The mafia's kill failed.",
    "survived_lawyer": "{name} survived a lawyer's strike.",
    "survived_don": "{name} survived the Don's strike.",
    "knocked_out_public": "{name} is knocked out until nightfall.",
    "saved_in_the_night": "{name} was saved in the night.",
    "saved_in_the_night_role": "{name} ({role}) was saved in the night.",
    "replaced": "{name} was removed for inactivity and replaced by {by}.",
    "replaced_by_host": "{name} was removed from the game and replaced by {by}.",
    "reserve_enters": "{name} joins the game from the reserves as a civilian.",
    "role_claimed": "{name} reveals the role {role}: from now on his vote counts twice.",
    "own_wins": "Also won, by their own roles' conditions: {names}.",
}

MAFIA_CHANNEL = {
    "mafia_chat": "[mafia] {by}: {text}",
    "boss_vote": "[mafia] {by} wants {target} as boss.",
    "mafia_action": "[mafia] {by}: {action} {target}.",
    "mafia_strike": "[mafia] {by}: lawyer strike on {target} as {role}.",
    "offer_sent": "[mafia] {by} offers {target} to join the mafia.",
    "offer_declined": "[mafia] {name} declined the offer.",
    "offer_accepted": "[mafia] {name} joined the mafia.",
    "conceded": "[mafia] {by} concedes.",
}

# The graveyard: the room of the dead and the spectators (engine.graveyard).
GRAVEYARD = {
    "graveyard_chat": "[graveyard] {by}: {text}",
    "graveyard_spectator": "[graveyard] {by} (spectator): {text}",
}

REFUSALS = {
    "game_over": "The game is over.",
    "unknown_player": "There is no player named {name}.",
    "dead_actor": "Dead players cannot act.",
    "target_dead": "{target} is not alive.",
    "no_target": "This action needs a target.",
    "self_target": "You cannot target yourself.",
    "wrong_phase": "Not now: this action is for the {phase}.",
    "no_such_action": "Your role has no action '{action}'.",
    "already_nominated": "You already nominate {target}.",
    "not_nominated": "You have no nomination to withdraw.",
    "nominations_off": "There are no nominations at this table.",
    "no_candidates": "Nobody is up for the vote yet.",
    "not_candidate": "{target} is not a candidate.",
    "no_more_changes": "You cannot change your vote again today.",
    "abstain_off": "Abstaining is not allowed at this table.",
    "already_voted": "You have already voted.",
    "empty_text": "Say something.",
    "text_too_long": "The text is too long (at most {limit} bytes).",
    "not_mafia": "Only mafiosi use the mafia channel.",
    "graveyard_living": "Only the dead and the spectators write in the graveyard: you are "
    "still in the game.",
    "spectator_name": "{name} is a player's name: choose another name to write in the "
    "graveyard.",
    "not_holder": "You do not hold a notebook.",
    "not_owner": "You do not own a notebook.",
    "closed_form_window": "Without the eyes you can write only between {start} and {end}.",
    "not_nominee": "Without the eyes you can write only a player on the nominee list.",
    "one_name_per_day": "A name has already been written in the notebook this game day.",
    "time_in_past": "The death time {time} is in the past.",
    "bad_time": "Not a clock moment: {time}.",
    "already_eyes": "You already have the eyes.",
    "not_at_night": "The notebook cannot be handed over at night.",
    "already_lent": "The notebook is already lent out.",
    "lend_end_before_start": "The loan must end after it starts.",
    "lend_start_off": "A loan starts now at this table (option lend_start_time is off).",
    "borrower_cannot": "A borrowed notebook cannot be passed on.",
    "no_recipient": "There is nobody to give the notebook to.",
    "cannot_destroy_original": "The original Kira cannot destroy the notebook.",
    "cannot_destroy_writer": "You have written a name in this notebook: you cannot destroy it.",
    "no_boss_shot": "The mafia has no boss tonight and cannot shoot.",
    "not_boss": "Only the boss submits the mafia's action.",
    "not_mafioso": "{target} is not a mafioso.",
    "l_lost_actions": "You took the eyes as the notebook's owner: L's actions are lost.",
    "near_no_check_yet": "You may check for the notebook only after L's death.",
    "same_save_twice": "You cannot save {target} two nights in a row.",
    "time_backwards": "The clock cannot move back (now {now}).",
    "removed_already": "{name} is no longer in the game.",
    "unsupported": "This action is not part of the {preset} preset.",
    "bad_field": "Bad value for {field}.",
    "storage_error": "The host cannot save the game; ask the host.",
    # classic
    "own_family": "{target} is in your own family.",
    "no_shots_left": "You have no shots left.",
    "strike_off": "There is no lawyer strike at this table.",
    "strike_role": "Name the role you guess: {roles}.",
    "no_uses_left": "This strike is used up.",
    "not_killer": "Only the family's killer may do this.",
    "don_strike_off": "There is no Don strike at this table.",
    "not_don": "Only the Don may strike.",
    "recruitment_off": "There is no recruitment at this table.",
    "no_recruit_right": "Your family has no recruitment right now.",
    "offer_pending": "An offer to {name} is still open.",
    "no_offer": "Nobody has offered you to join the mafia.",
    "already_conceded": "You have already conceded.",
    "knocked_out_vote": "You are knocked out until nightfall and cannot vote.",
    "same_block_twice": "You cannot block {target} two nights in a row.",
    "same_knock_twice": "You cannot knock out {target} two nights in a row.",
    "same_target_twice": "You cannot name {target} for this two nights in a row.",
    "no_election": "There is no Don to elect at this table.",
    "already_revealed": "You have already revealed your role.",
    "no_alerts_left": "You have no alerts left.",
}

# Why a game cannot be set up (SetupError codes).
SETUP = {
    "bad_players": "The players must be at least two distinct, non-empty names.",
    "bad_rules_version": "This game was set up under rules version {version}, which this "
    "version of DN Mafia does not know.",
    "deathnote_table_size": "A Death Note table seats {low}–{high} players.",
    "classic_table_size": "A classic table seats {low}–{high} players.",
    "mafia_majority": "{mafia} mafiosi out of {players} players: the mafia must start as a "
    "minority. Lower the mafia count.",
    "needs_two_mafias": "The second family (mafia2, don2) needs the two-mafias scenario.",
    "two_mafias_size": "Two mafias need at least {count} players.",
    "too_many_mafia_roles": "More mafia roles than mafia seats: raise the mafia count or "
    "take a role away.",
    "too_many_roles": "More roles than players: take some optional roles away.",
    "deal_unknown_player": "The deal names {name}, who is not a player.",
    "deal_unknown_role": "Unknown role {role} for {name}.",
    "deal_role_twice": "At most one {role}.",
    "bad_reserves": "The reserves must be distinct names, none of them a player.",
    "bad_items": "Items: {name} = {item} (only players, and only a vest).",
    # role files (engine.role_files, docs/roles.md): each names the file and the field
    "role_file_syntax": "{file}: not a readable role file: {error}",
    "role_unknown_field": "{file}: unknown field {field}.",
    "role_missing_field": "{file}: the field {field} is missing.",
    "role_bad_value": "{file}: {field} cannot be {value}.",
    "role_unknown_ability": "{file}: {field}: unknown ability {ability}.",
    "role_never_acts": "{file}: {field}: the role could never {ability} ({phase}).",
    "role_step_without_action": "{file}: {field}: a night step for a role with no night "
    "action.",
    "role_unknown_option": "{file}: {field}: no rule option is called {option}.",
    "role_unknown_step": "{file}: {field}: no role declares the night step {step}.",
    "role_night_cycle": "{file}: {field}: the night order goes round in a circle: {steps}.",
    "role_duplicate_word": "{file}: the word {word} is defined twice (also in {other}).",
    "role_other_preset": "{file}: a role of the {preset} rules, not of this table's.",
    "role_builtin_word": "{file}: the word {word} is a built-in role's: give your role its "
    "own word.",
    "role_night_is_code": "{file}: {field}: a role of your own cannot act in the {preset} "
    "rules yet (their night is the notebook's).",
    "role_never_acts_here": "{file}: the role {word} could never act at this table: each of "
    "its actions needs a rule option that is off.",
    "too_many_seats": "{seats} seats dealt for {players} players: deal fewer roles.",
}

TEXT_LIMIT = 1000

# Messages about one named player (the parameter that names him): a language that inflects
# its verbs by gender («погиб» / «погибла») has a variant of each per gender, used when the
# player stated his, and words the message without gender otherwise.
ABOUT_ONE = {
    "executed": "name",
    "died": "name",
    "died_of": "name",
    "removed": "name",
    "knocked_out_public": "name",
    "saved_in_the_night": "name",
    "saved_in_the_night_role": "name",
    "replaced": "name",
    "replaced_by_host": "name",
    "reserve_enters": "name",
    "offer_declined": "name",
    "offer_accepted": "name",
}
GENDERS = ("male", "female")


def gender_variant(code: str, gender: str) -> str:
    """The translation key (Qt's disambiguation) of ``code``'s variant for ``gender``."""
    return f"{code}|{gender}"


def joined(value: Any) -> Any:
    """A list parameter as a message shows it ("Ann, Bob"; "-" when empty); anything else
    as it is. Events carry lists of names, never comma-joined strings."""
    if isinstance(value, list):
        return ", ".join(str(v) for v in value) or "-"
    return value


def render(code: str, params: dict[str, Any]) -> str:
    """English fallback text of any message code."""
    template = (PRIVATE.get(code) or PUBLIC.get(code) or MAFIA_CHANNEL.get(code)
                or GRAVEYARD.get(code) or code)
    try:
        return template.format(**{key: joined(value) for key, value in params.items()})
    except (KeyError, IndexError):
        return template
