"""Views: what a seat, the projector and a moderating host see (DESIGN.md "Engine": views
are built up from the public facts; RULES.md §3.3 for what a borrower may know).

Small hand-dealt Death Note games, moved along with Advance / Act commands."""

from __future__ import annotations

import json
from typing import Any

import pytest

from engine.clock import parse_time
from engine.commands import Act, Action, Advance, Channel, RemovePlayer
from engine.game import Game, GameSetup
from engine.options import Preset
from engine.replay import state_hash
from engine.views import god_view, legal_actions, public_view, view_for

# Names chosen so that none is a substring of another or of a role word.
KIRA, L, NEAR, BOSS, MAFIOSO, CIV_A, CIV_B = (
    "Light", "Ryuzaki", "Nate", "Rod", "Mello", "Misa", "Matsu")
PLAYERS = (KIRA, L, NEAR, BOSS, MAFIOSO, CIV_A, CIV_B)
DEAL = {KIRA: "kira", L: "l", NEAR: "near", BOSS: "mafia_boss", MAFIOSO: "mafia"}
SEED = 987_654_321

PRIVATE_KEYS = ("me", "messages", "results", "notebook", "known_roles", "mafia")


def make_game(options: dict[str, Any] | None = None) -> Game:
    return Game(GameSetup(Preset.DEATHNOTE, PLAYERS, SEED, options or {}, deal=dict(DEAL)))


def advance(game: Game, moment: str) -> None:
    game.apply(Advance(parse_time(moment)))


def act(game: Game, actor: str, action: Action, **fields: Any) -> None:
    game.apply(Act(actor, action, **fields))


def action_row(game: Game, name: str, action: Action) -> dict[str, Any]:
    rows = [r for r in legal_actions(game, name) if r["action"] == action.value]
    assert len(rows) == 1, f"{action.value} is not offered to {name}"
    return rows[0]


def living_except(game: Game, name: str) -> list[str]:
    return [n for n in game.state.living_names() if n != name]


def to_closed_window(game: Game) -> Game:
    """Day 1: nominees Misa and Matsu, everybody abstains; the clock at d1 21:10."""
    act(game, L, Action.NOMINATE, target=CIV_A)
    act(game, NEAR, Action.NOMINATE, target=CIV_B)
    advance(game, "d1 19:30")
    for name in PLAYERS:
        act(game, name, Action.ABSTAIN)
    advance(game, "d1 21:10")
    return game


def played_to_day_two() -> Game:
    """Matsu executed (revealed) on day 1, Misa written by Kira that night (no reveal)."""
    game = make_game()
    act(game, L, Action.NOMINATE, target=CIV_B)
    act(game, NEAR, Action.NOMINATE, target=CIV_A)
    advance(game, "d1 19:30")
    for name in (L, NEAR, BOSS, MAFIOSO, CIV_A):
        act(game, name, Action.VOTE, target=CIV_B)
    advance(game, "d1 21:10")
    act(game, KIRA, Action.WRITE, target=CIV_A)
    advance(game, "d2 12:00")
    return game


def played_to_game_over() -> Game:
    """Day 2 of ``played_to_day_two``: the host removes the mafia and Kira; town wins."""
    game = played_to_day_two()
    for name in (BOSS, MAFIOSO, KIRA):
        game.apply(RemovePlayer(name))
    assert game.over
    return game


# --------------------------------------------------------------------- a seat's view

def test_seat_view_has_role_card_team_and_own_messages() -> None:
    game = make_game()
    view = view_for(game, L)
    assert view["kind"] == "player"
    assert view["me"]["name"] == L
    assert view["me"]["role"] == "l"
    assert view["me"]["role_title"] == "L"
    assert view["me"]["team"] == "town"
    codes = [m["code"] for m in view["messages"]]
    assert codes == ["role_card"]
    assert view["messages"][0]["params"] == {"role": "L"}
    # only his own messages: nobody else's role card
    assert all(m["params"] != {"role": "Kira"} for m in view["messages"])


def test_mafioso_view_lists_members_boss_and_channel() -> None:
    game = make_game()
    act(game, MAFIOSO, Action.SAY, text="shoot the detective", channel=Channel.MAFIA)
    for name in (BOSS, MAFIOSO):
        view = view_for(game, name)
        assert sorted(view["mafia"]["members"]) == sorted([BOSS, MAFIOSO])
        assert view["mafia"]["boss"] == BOSS
        channel = view["mafia"]["channel"]
        assert [(e["code"], e["params"]) for e in channel] == [
            ("mafia_chat", {"by": MAFIOSO, "text": "shoot the detective"})]
        other = MAFIOSO if name == BOSS else BOSS
        assert view["known_roles"] == {other: "mafia"}
    # the mafia channel stays out of the public record
    assert "shoot the detective" not in json.dumps(public_view(game))


@pytest.mark.parametrize("name", [CIV_A, KIRA, L, NEAR])
def test_non_mafioso_view_has_no_mafia_and_no_known_roles(name: str) -> None:
    game = make_game()
    act(game, MAFIOSO, Action.SAY, text="shoot the detective", channel=Channel.MAFIA)
    view = view_for(game, name)
    assert "mafia" not in view
    assert view["known_roles"] == {}
    assert "shoot the detective" not in json.dumps(view)


# --------------------------------------------------------------------- legal actions

def test_civilian_by_day_may_nominate_living_others_but_not_sleep() -> None:
    game = make_game()
    game.apply(RemovePlayer(CIV_B))  # a dead player is no target
    nominate = action_row(game, CIV_A, Action.NOMINATE)
    assert nominate["legal"] is True
    assert nominate["targets"] == [KIRA, L, NEAR, BOSS, MAFIOSO]
    sleep = action_row(game, CIV_A, Action.SLEEP)
    assert sleep["legal"] is False
    assert sleep["reason"]["code"] == "wrong_phase"


def test_l_at_night_targets_everyone_living_but_himself() -> None:
    game = to_closed_window(make_game())
    assert game.state.phase.value == "night"
    for action in (Action.CHECK, Action.SHOOT):
        row = action_row(game, L, action)
        assert row["legal"] is True
        assert row["targets"] == living_except(game, L)
        assert L not in row["targets"]


def test_closed_form_kira_may_write_exactly_the_frozen_nominees() -> None:
    game = to_closed_window(make_game())
    assert game.state.candidates == [CIV_A, CIV_B]
    row = action_row(game, KIRA, Action.WRITE)
    assert row["legal"] is True
    assert row["targets"] == [CIV_A, CIV_B]


def test_write_is_illegal_after_one_name_this_game_day() -> None:
    game = to_closed_window(make_game())
    act(game, KIRA, Action.WRITE, target=CIV_A)
    row = action_row(game, KIRA, Action.WRITE)
    assert row["legal"] is False
    assert row["targets"] == []
    assert row["reason"]["code"] == "one_name_per_day"


def test_near_check_is_illegal_while_l_lives() -> None:
    game = to_closed_window(make_game())
    row = action_row(game, NEAR, Action.CHECK)
    assert row["legal"] is False
    assert row["reason"]["code"] == "near_no_check_yet"
    # his save is fine meanwhile
    assert action_row(game, NEAR, Action.SAVE)["legal"] is True


def test_near_check_becomes_legal_once_l_is_dead() -> None:
    game = make_game()
    game.apply(RemovePlayer(L))
    advance(game, "d1 21:10")
    row = action_row(game, NEAR, Action.CHECK)
    assert row["legal"] is True
    assert row["targets"] == living_except(game, NEAR)


def _check_reasons(game: Game) -> int:
    """Every row of every living seat: legal, or illegal with a full reason."""
    illegal = 0
    for name in game.state.living_names():
        for row in legal_actions(game, name):
            assert isinstance(row["legal"], bool)
            if row["legal"]:
                assert "reason" not in row
                continue
            illegal += 1
            reason = row["reason"]
            assert isinstance(reason["code"], str) and reason["code"], row
            assert isinstance(reason["message"], str) and reason["message"], row
            assert reason["message"] != reason["code"], row  # a sentence, not the code
            assert isinstance(reason["params"], dict), row
    return illegal


def test_every_illegal_action_row_has_a_reason_with_code_and_message() -> None:
    game = make_game()
    illegal = _check_reasons(game)
    act(game, L, Action.NOMINATE, target=CIV_A)
    act(game, CIV_B, Action.VOTE, target=CIV_A)
    illegal += _check_reasons(game)
    advance(game, "d1 19:30")
    illegal += _check_reasons(game)
    advance(game, "d1 21:10")
    act(game, KIRA, Action.WRITE, target=CIV_A)
    illegal += _check_reasons(game)
    advance(game, "d2 11:00")
    illegal += _check_reasons(game)
    illegal += _check_reasons(lend_game())
    illegal += _check_reasons(make_game({"first_phase": "night"}))
    assert illegal > 40


# --------------------------------------------------------------------- the notebook panel

def test_notebook_panel_only_for_its_holder_with_his_own_entries() -> None:
    game = to_closed_window(make_game())
    act(game, KIRA, Action.WRITE, target=CIV_B)
    panel = view_for(game, KIRA)["notebook"]
    assert panel is not None
    assert panel["holding"] is True
    assert panel["owner"] is True
    assert panel["eyes"] is False
    assert [(e["writer"], e["target"]) for e in panel["entries"]] == [(KIRA, CIV_B)]
    for name in PLAYERS:
        if name != KIRA:
            assert view_for(game, name).get("notebook") is None, name
    assert "notebook" not in public_view(game)


def test_after_giving_it_away_only_the_new_owner_has_a_panel() -> None:
    game = make_game()
    act(game, KIRA, Action.GIVE_AWAY)
    heir = game.state.notebook.owner
    assert heir not in (None, KIRA)
    panel = view_for(game, heir)["notebook"]
    assert panel is not None and panel["holding"] is True and panel["owner"] is True
    assert panel["entries"] == []
    for name in PLAYERS:
        if name != heir:
            assert view_for(game, name).get("notebook") is None, name


def test_holder_panel_flags_eyes() -> None:
    game = make_game()
    act(game, KIRA, Action.EYES)
    panel = view_for(game, KIRA)["notebook"]
    assert panel["eyes"] is True and panel["holding"] is True and panel["owner"] is True


def lend_game() -> Game:
    """Kira writes Matsu on night 1; on day 2 he lends the notebook to Misa until 17:00;
    Misa takes the eyes and writes Mello to die at 16:00."""
    game = to_closed_window(make_game())
    act(game, KIRA, Action.WRITE, target=CIV_B)
    advance(game, "d2 11:00")
    act(game, KIRA, Action.LEND, to=CIV_A, until=parse_time("d2 17:00"))
    act(game, CIV_A, Action.EYES)
    act(game, CIV_A, Action.WRITE, target=MAFIOSO, death_at=parse_time("d2 16:00"))
    return game


def test_borrower_panel_never_names_the_owner() -> None:
    game = lend_game()
    panel = view_for(game, CIV_A)["notebook"]
    assert panel is not None
    assert panel["holding"] is True
    assert panel["owner"] is False
    assert panel["eyes"] is True
    assert "loan" not in panel
    assert KIRA not in json.dumps(panel)
    # he sees only what he wrote, not the owner's earlier entry
    assert [(e["writer"], e["target"]) for e in panel["entries"]] == [(CIV_A, MAFIOSO)]
    # and nothing in his messages names the lender
    lent = [m for m in view_for(game, CIV_A)["messages"] if m["code"] == "notebook_lent"]
    assert len(lent) == 1 and KIRA not in json.dumps(lent)


def test_owner_panel_during_a_loan_shows_to_whom_and_until_when() -> None:
    game = lend_game()
    panel = view_for(game, KIRA)["notebook"]
    assert panel is not None
    assert panel["holding"] is False
    assert panel["owner"] is True
    assert panel["loan"]["to"] == CIV_A
    assert panel["loan"]["until"] == "d2 17:00"
    assert [(e["writer"], e["target"]) for e in panel["entries"]] == [(KIRA, CIV_B)]
    for name in (L, NEAR, BOSS, MAFIOSO):
        assert view_for(game, name).get("notebook") is None


def test_after_the_loan_returns_the_borrower_has_no_panel() -> None:
    game = lend_game()
    advance(game, "d2 17:00")
    assert view_for(game, CIV_A).get("notebook") is None
    panel = view_for(game, KIRA)["notebook"]
    assert panel["holding"] is True
    assert "loan" not in panel


# --------------------------------------------------------------------- advance votes

def _public_votes_of(view: dict[str, Any], name: str) -> list[Any]:
    row = next(r for r in view["players"] if r["name"] == name)
    found = [row["vote"]] if row.get("vote") is not None else []
    found += [e["params"].get("target") for e in view["events"]
              if e["code"] == "voted" and e["params"].get("by") == name]
    return found


def test_advance_votes_are_private_until_voting_opens() -> None:
    game = make_game()
    act(game, NEAR, Action.NOMINATE, target=CIV_B)
    act(game, L, Action.VOTE, target=CIV_B)  # an advance vote, to the host
    advance(game, "d1 19:00")
    assert view_for(game, L)["me"]["vote"] == CIV_B
    for name in PLAYERS:
        if name != L:
            view = view_for(game, name)
            assert _public_votes_of(view, L) == [], name
            assert "advance_vote" not in json.dumps(view)
    assert _public_votes_of(public_view(game), L) == []
    assert public_view(game)["tally"] == {}
    advance(game, "d1 19:30")
    for view in [public_view(game)] + [view_for(game, n) for n in PLAYERS if n != L]:
        assert _public_votes_of(view, L) == [CIV_B, CIV_B]
    assert public_view(game)["tally"] == {CIV_B: 1}


# --------------------------------------------------------------------- the public view

def test_public_view_never_has_private_keys() -> None:
    game = make_game()
    moments = []
    moments.append(public_view(game))
    to_closed_window(game)
    moments.append(public_view(game))
    act(game, KIRA, Action.WRITE, target=CIV_A)
    advance(game, "d2 11:00")
    moments.append(public_view(game))
    over = played_to_game_over()
    moments.append(public_view(over))
    for view in moments:
        assert view["kind"] == "public"
        for key in PRIVATE_KEYS:
            assert key not in view
        for row in view["players"]:
            assert set(row) & {"role", "team", "known_roles", "messages"} == set()


def test_public_role_only_for_revealed_dead() -> None:
    day2 = played_to_day_two()
    rows = {r["name"]: r for r in public_view(day2)["players"]}
    assert rows[CIV_B]["alive"] is False and rows[CIV_B]["public_role"] == "civilian"
    assert rows[CIV_A]["alive"] is False and rows[CIV_A]["public_role"] == ""
    for name in (KIRA, L, NEAR, BOSS, MAFIOSO):
        assert rows[name]["alive"] is True
        assert rows[name]["public_role"] == ""
    # no final roles before the end
    assert all("final_role" not in r for r in rows.values())
    assert "story" not in public_view(day2)


def test_game_over_public_view_tells_the_story() -> None:
    game = played_to_game_over()
    view = public_view(game)
    assert view["winner"] == "town"
    story = view["story"]
    assert story["roles"] == {KIRA: "kira", L: "l", NEAR: "near", BOSS: "mafia",
                              MAFIOSO: "mafia", CIV_A: "civilian", CIV_B: "civilian"}
    deaths = {d["name"]: d["cause"] for d in story["deaths"]}
    assert deaths == {CIV_B: "executed", CIV_A: "notebook", BOSS: "removed",
                      MAFIOSO: "removed", KIRA: "removed"}
    book = story["notebook"]
    assert book["owners"] == [KIRA]
    assert book["writers"] == [KIRA]
    assert [(e["writer"], e["target"]) for e in book["entries"]] == [(KIRA, CIV_A)]
    final = {r["name"]: r["final_role"] for r in view["players"]}
    assert final == {KIRA: "kira", L: "l", NEAR: "near", BOSS: "mafia", MAFIOSO: "mafia",
                     CIV_A: "civilian", CIV_B: "civilian"}


# --------------------------------------------------------------------- god view

def test_god_view_has_the_notebook_and_every_seat_but_no_seed() -> None:
    game = lend_game()
    god = god_view(game)
    assert god["kind"] == "god"
    book = god["notebook"]
    assert book["owner"] == KIRA
    assert book["holder"] == CIV_A
    assert [(e["writer"], e["target"]) for e in book["entries"]] == [
        (KIRA, CIV_B), (CIV_A, MAFIOSO)]
    assert set(god["seats"]) == set(PLAYERS)
    for name, seat in god["seats"].items():
        assert seat["me"]["name"] == name
    text = json.dumps(god)
    assert '"seed"' not in text
    assert str(SEED) not in text


# --------------------------------------------------------------------- purity, plain data

def _all_views(game: Game) -> list[Any]:
    views: list[Any] = [public_view(game), god_view(game)]
    for name in PLAYERS:
        views.append(view_for(game, name))
        views.append(legal_actions(game, name))
    return views


def _checkpoints() -> list[Game]:
    games = [make_game()]
    game = make_game()
    act(game, L, Action.NOMINATE, target=CIV_A)
    act(game, CIV_B, Action.VOTE, target=CIV_A)
    games.append(game)
    games.append(to_closed_window(make_game()))
    games.append(lend_game())
    games.append(played_to_game_over())
    return games


def test_building_views_does_not_change_the_state() -> None:
    for game in _checkpoints():
        before = state_hash(game)
        log_length = len(game.log)
        _all_views(game)
        assert state_hash(game) == before
        assert len(game.log) == log_length


def test_every_view_is_plain_data() -> None:
    for game in _checkpoints():
        for view in _all_views(game):
            text = json.dumps(view)
            assert json.loads(text) == view  # no tuples, no non-str keys
            _assert_plain(view)


def _assert_plain(value: Any, path: str = "view") -> None:
    """Only exact str/int/bool/None/list/dict: no enums, tuples or dataclasses."""
    kind = type(value)
    if kind is dict:
        for key, item in value.items():
            assert type(key) is str, f"{path}: key {key!r}"
            _assert_plain(item, f"{path}.{key}")
    elif kind is list:
        for index, item in enumerate(value):
            _assert_plain(item, f"{path}[{index}]")
    else:
        assert kind in (str, int, bool, float, type(None)), f"{path}: {kind.__name__}"


# --------------------------------------------------------------------- legal actions, fast

def _legal_actions_by_trying_everything(game: Game, name: str) -> list[dict[str, Any]]:
    """The reference: every candidate action tried on every living target, each on its
    own (what ``legal_actions`` did before it learned to skip hopeless targets)."""
    from engine.act_places import IRREVERSIBLE
    from engine.commands import TARGETED
    from engine.errors import Refusal
    from engine.legality import _probe
    from engine.roles import STRIKE_ROLES

    def _trial(game: Game, act) -> Refusal | None:
        try:
            game.actions[act.action](game, game.state.players[act.actor], act)
        except Refusal as refusal:
            return refusal
        return None

    s = game.state
    me = s.players[name]
    out = []
    for action in game.preset.candidate_actions(game, me):
        row: dict[str, Any] = {"action": action.value}
        if action in TARGETED:
            general = _trial(game, _probe(game, me, action, None))
            if general is not None and general.code != "no_target":
                row |= {"legal": False, "reason": general.to_plain()}
            else:
                targets, refusals = [], []
                for candidate in s.living_names():
                    refusal = _trial(game, _probe(game, me, action, candidate))
                    if refusal is None:
                        targets.append(candidate)
                    elif refusal.code not in ("self_target", "target_dead"):
                        refusals.append(refusal)
                row |= {"legal": bool(targets), "targets": targets}
                if action is Action.STRIKE:  # the roles a strike may name
                    row["roles"] = sorted(STRIKE_ROLES)
                # a refusal that holds whatever the target comes first (issue 33)
                refusals.sort(key=lambda refusal: "target" in refusal.params)
                if not targets:
                    row["reason"] = (refusals[0].to_plain() if refusals else
                                     {"code": "no_target", "params": {},
                                      "message": _no_target_text()})
        else:
            refusal = _trial(game, _probe(game, me, action, None))
            row["legal"] = refusal is None
            if refusal is not None:
                row["reason"] = refusal.to_plain()
        if action in IRREVERSIBLE:
            row["irreversible"] = True
        elif action in (Action.VOTE, Action.ABSTAIN) and game.options.vote_changes is not None:
            # the day's last change: after it, none is left
            used = me.vote_changes + (me.vote is not None or me.abstained)
            if used >= game.options.vote_changes:
                row["irreversible"] = True
        out.append(row)
    return out


def _no_target_text() -> str:
    from engine.errors import Refusal

    return Refusal("no_target").text


@pytest.mark.parametrize("preset", ["deathnote", "classic"])
def test_legal_actions_match_trying_every_target(preset: str) -> None:
    """The pruned trials (and the phase gates declared as data) list exactly what trying
    every action on every target lists, reasons included, after every command of random
    games with random rule options."""
    import random

    from engine.options import Preset
    from engine.randomplay import RandomGameStats, play_phase, random_setup

    rng = random.Random(4242)
    compared = 0

    def observe(game: Game, _command: Any, accepted: bool, _alive: bool) -> None:
        nonlocal compared
        if not accepted or game.over or game.state.commands_applied % 3:
            return
        for p in game.state.living():
            assert legal_actions(game, p.name) == _legal_actions_by_trying_everything(
                game, p.name), (p.name, game.state.phase)
            compared += 1

    for _ in range(6):
        game = Game(random_setup(rng, random_options=True, preset=Preset(preset)))
        stats = RandomGameStats()
        while not game.over and game.state.game_day <= 12:
            play_phase(game, rng, stats, observer=observe)
    assert compared > 500


def test_views_leave_no_cyclic_garbage() -> None:
    """Building views makes no reference cycles (a refusal kept with its traceback holds
    its frames in one): bot games and tables build a view per seat after every change,
    and cyclic garbage costs the collector's time."""
    import gc
    import random

    from engine.randomplay import RandomGameStats, play_phase, random_setup

    rng = random.Random(77)
    game = Game(random_setup(rng))
    stats = RandomGameStats()
    play_phase(game, rng, stats)
    for p in game.state.players.values():  # warm-up: caches filled once
        view_for(game, p.name)
    gc.collect()
    gc.disable()
    try:
        for _ in range(3):
            for p in game.state.players.values():
                view_for(game, p.name)
            public_view(game)
        found = gc.collect()
    finally:
        gc.enable()
    assert found == 0


def test_inactive_due_lists_who_the_vote_close_would_remove_and_for_what() -> None:
    """RULES.md §6 (issue 33): during the vote the public view lists who would be removed
    for inactivity now, with the duties still owed; by day and without removal, nobody."""
    game = make_game({"autokill_inactive": True, "inactive_chat_duty": True,
                      "nominations": False})
    act(game, CIV_A, Action.SAY, text="hello")
    act(game, CIV_B, Action.VOTE, target=KIRA)  # in advance: private until the vote opens
    assert public_view(game)["inactive_due"] == []  # by day: it would tell the advance vote
    advance(game, "d1 19:30")
    due = {e["name"]: e["missing"] for e in public_view(game)["inactive_due"]}
    assert due[CIV_A] == ["vote"] and due[CIV_B] == ["chat"] and due[KIRA] == ["chat", "vote"]
    act(game, CIV_A, Action.VOTE, target=KIRA)
    assert CIV_A not in {e["name"] for e in view_for(game, L)["inactive_due"]}
    off = make_game({"nominations": False})
    advance(off, "d1 19:30")
    assert public_view(off)["inactive_due"] == []


def test_a_refused_vote_names_the_reason_not_the_first_player() -> None:
    """Issue 33, item 6: Eve voted for the only candidate; her vote row said "Ann is not a
    candidate" (the first refusal in seat order) — the reason is that she has voted."""
    from engine.state import Phase

    game = Game(GameSetup(Preset.DEATHNOTE, ("Ann", "Bob", "Cid", "Dan", "Eve", "Fay",
                                             "Gus"), 2, {}))
    while game.state.phase is not Phase.DAY:
        game.apply(Advance(game.next_phase_boundary()))
    game.apply(Act("Bob", Action.NOMINATE, target="Cid"))
    game.apply(Advance(game.next_phase_boundary()))
    game.apply(Act("Eve", Action.VOTE, target="Cid"))
    row = next(r for r in legal_actions(game, "Eve") if r["action"] == "vote")
    assert row["legal"] is False and row["targets"] == []
    assert row["reason"]["code"] == "already_voted", row["reason"]


def test_a_nomination_of_a_player_who_dies_lapses_everywhere() -> None:
    """Issue 33: "Peter — nominates Eve" stayed on the host's list after Eve died by day.
    A nomination of a dead player is none (RULES.md §4): no row, no seat, no god view
    shows it, and the nominator may nominate again."""
    game = make_game()
    act(game, CIV_A, Action.NOMINATE, target=CIV_B)
    act(game, KIRA, Action.EYES)
    act(game, KIRA, Action.WRITE, target=CIV_B)  # with the eyes, by day: dies at once
    assert not game.state.players[CIV_B].alive
    rows = {r["name"]: r for r in public_view(game)["players"]}
    assert rows[CIV_A]["nomination"] is None
    assert view_for(game, CIV_A)["me"]["nomination"] is None
    god = {r["name"]: r for r in god_view(game)["players"]}
    assert god[CIV_A]["nomination"] is None
    assert not action_row(game, CIV_A, Action.WITHDRAW)["legal"]
    act(game, CIV_A, Action.NOMINATE, target=MAFIOSO)
    assert {r["name"]: r for r in public_view(game)["players"]}[CIV_A]["nomination"] == MAFIOSO


def test_god_view_names_who_has_acted_tonight_and_what_stands() -> None:
    """Issue 33: the host saw only "Everybody done: no", and neither L's check nor Near's
    save; now the god view names who has acted and who has not, and every order."""
    game = to_closed_window(make_game())
    act(game, L, Action.CHECK, target=BOSS)
    act(game, NEAR, Action.SAVE, target=CIV_A)
    act(game, BOSS, Action.SHOOT, target=CIV_A)
    act(game, CIV_B, Action.SLEEP)
    god = god_view(game)
    assert god["night_submitted"]["done"] == [L, NEAR, BOSS, CIV_B]
    assert god["night_submitted"]["waiting"] == [KIRA, MAFIOSO, CIV_A]
    orders = {(o["by"], o["do"], o["target"]) for o in god["tonight_orders"]}
    assert orders == {(L, "check", BOSS), (NEAR, "save", CIV_A), (BOSS, "shoot", CIV_A)}
    for name in PLAYERS:
        seat = view_for(game, name)
        assert not {"night_submitted", "tonight_orders", "night_history"} & set(seat)
    assert not {"night_submitted", "tonight_orders", "night_history"} & set(public_view(game))


def test_god_view_keeps_every_past_night_what_was_done_and_how_it_resolved() -> None:
    """Issue 33: the host could not check a past night. Night 1: Near saves Misa from the
    mafia's shot, L checks the boss, Matsu sleeps; Kira writes Matsu. Night 2: L shoots."""
    game = to_closed_window(make_game())
    act(game, L, Action.CHECK, target=BOSS)
    act(game, NEAR, Action.SAVE, target=CIV_A)
    act(game, BOSS, Action.SHOOT, target=CIV_A)
    act(game, KIRA, Action.WRITE, target=CIV_B)
    act(game, MAFIOSO, Action.SLEEP)
    advance(game, "d2 10:00")
    history = god_view(game)["night_history"]
    assert len(history) == 1
    night = history[0]
    assert night["day"] == 1 and night["resolved_at"] == "d2 10:00"
    assert {(a["by"], a["do"], a["target"]) for a in night["acts"]} == {
        (L, "check", BOSS), (NEAR, "save", CIV_A), (BOSS, "shoot", CIV_A),
        (KIRA, "write", CIV_B)}
    assert night["slept"] == [MAFIOSO]
    assert night["silent"] == [CIV_A, CIV_B]
    lines = [(n["code"], n["params"]) for n in night["outcome"]]
    assert ("saved", {"by": NEAR, "target": CIV_A}) in lines
    assert ("kill_failed", {"family": 0, "target": CIV_A, "why": "saved"}) in lines
    assert ("answer", {"by": L, "target": BOSS, "answer": "mafia"}) in lines
    assert ("died", {"name": CIV_B, "cause": "notebook"}) in lines
    advance(game, "d2 21:00")
    act(game, L, Action.SHOOT, target=MAFIOSO)
    advance(game, "d3 10:00")
    history = god_view(game)["night_history"]
    assert [n["day"] for n in history] == [1, 2]
    assert ("died", {"name": MAFIOSO, "cause": "l_shot"}) in [
        (n["code"], n["params"]) for n in history[1]["outcome"]]
    # the replay of the log rebuilds the same history
    from engine.replay import replay
    again = replay(game.setup, list(game.log))
    assert god_view(again)["night_history"] == history
