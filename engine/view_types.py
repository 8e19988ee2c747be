"""The view contract: the shape of every view the engine builds (``engine.views``) as
typed dictionaries — what the windows, the bots, the exports, the wire and (later) the web
client may read, and nothing else.

Owns the TypedDicts of the public view, a player's seat view and their parts (players,
clock, events, the counted vote, the story, the notebook panel, the legal actions, the
mafia block, a classic seat). ``tests/engine/test_view_contract.py`` checks every view
built in random games of both presets against them, key by key and type by type, and that
``docs/protocol.md`` names every key. The host's table session adds its own keys (table,
pace, connections…) on top; those are netproto's. Imports only the standard library.
"""


from typing import Any, Literal, NotRequired, TypedDict

PhaseName = Literal["day", "vote", "night", "over"]


class EventRecord(TypedDict):
    """A public, private or mafia-channel event: translate by ``code``; ``text`` is the
    English fallback."""

    code: str
    params: dict[str, Any]
    at: str  # "dN HH:MM"
    text: str


class Clock(TypedDict):
    now: str
    minutes: int
    phase: PhaseName
    game_day: int
    phase_ends: str
    runoff: list[str] | None


class PublicDeath(TypedDict):
    how: Literal["executed", "removed", "died", "night"]
    at: str
    circumstances: NotRequired[str]


class PlayerRow(TypedDict):
    name: str
    seat: int
    alive: bool
    public_role: str  # "" while not revealed
    death: PublicDeath | None
    nomination: str | None
    vote: NotRequired[str | None]  # vote phase only
    abstained: NotRequired[bool]  # vote phase only
    final_role: NotRequired[str]  # game over only
    final_team: NotRequired[str]  # game over only


class CountedVote(TypedDict):
    by: str
    target: str
    how: Literal["cast", "advance", "missed"]


class VoteResult(TypedDict):
    """A vote as it was counted (RULES.md §5): the count that decided."""

    day: int
    runoff: bool
    candidates: list[str]
    votes: list[CountedVote]
    abstained: list[str]
    not_voted: list[str]
    counts: dict[str, int]
    executed: str | None
    outcome: Literal["executed", "tie", "no_votes", "runoff"]


class StoryDeath(TypedDict):
    name: str
    cause: str
    at: str
    at_night: bool  # died in a night's resolution


class StoryEntry(TypedDict):
    writer: str
    target: str
    written_at: str
    death_at: str | None
    circumstances: str | None
    light_corpse: bool
    closed_form: bool


class NotebookStep(TypedDict):
    at: str
    what: str  # owner | lent | returned | eyes | destroyed
    who: str


class StoryNotebook(TypedDict):
    owners: list[str]
    eyes: list[str]
    writers: list[str]
    destroyed: bool
    entries: list[StoryEntry]
    path: list[NotebookStep]


class NightAttempts(TypedDict):
    day: int  # the game day the night followed
    failed_attempts: int


class Story(TypedDict):
    roles: dict[str, str]
    deaths: list[StoryDeath]
    notebook: StoryNotebook
    votes: list[VoteResult]  # every vote as it was counted, in order
    nights: list[NightAttempts]  # each resolved night's failed attempts (the newspapers)


class InactiveDue(TypedDict):
    name: str
    missing: list[str]  # "chat", "vote": the inactivity removal's duties still owed


class RoleWords(TypedDict):
    en: str
    ru: str


class GlossaryRole(TypedDict):
    """A role at the table (engine.roles.glossary): never who holds it."""

    word: str  # the deal word ("don", "mafia2")
    role: str  # the role it deals ("mafia" for "mafia2")
    name: RoleWords
    card: RoleWords  # the role's rules in short
    icon: str  # the icon's file name, without ".svg"
    team: str
    family: int  # the mafia family it joins, 0 none
    order: int  # its place in lists
    acts: list[str]  # the role's own acts at every table ("check"), as its card says
    custom: NotRequired[bool]  # true for a host's own role (engine.rolebook)


class PublicView(TypedDict):
    """For spectators and the projector; the base of every seat's view."""

    kind: Literal["public", "player"]
    preset: Literal["deathnote", "classic"]
    rules: dict[str, Any]  # every option, as a scenario file writes it
    clock: Clock
    players: list[PlayerRow]
    nominees: list[str]
    tally: dict[str, int]
    events: list[EventRecord]
    events_from: int
    winner: str | None
    end_reason: str | None  # "stalemate" or None
    last_vote: VoteResult | None
    inactive_due: list[InactiveDue]  # vote phase: who would be removed for inactivity now
    waiting: int | None  # vote / night: living players not yet submitted (a count only)
    glossary: list[GlossaryRole]  # the roles at this table (public), in display order
    composition: NotRequired[dict[str, int]]  # classic
    reserves: NotRequired[list[str]]  # classic
    story: NotRequired[Story]  # game over
    winners: NotRequired[list[str]]  # game over


class CardLine(TypedDict):
    """A sentence of a classic role card (engine.role_cards: the role file's card lines)
    in each language, its count filled in."""

    en: str
    ru: str


class Me(TypedDict):
    name: str
    seat: int
    alive: bool
    role: str
    role_title: str
    team: str
    nomination: str | None
    vote: str | None
    abstained: bool
    vote_changes_left: int | None
    family: NotRequired[int]  # classic
    card: NotRequired[list[CardLine]]  # classic: the role card's sentences


class CheckAnswer(TypedDict):
    kind: str
    target: str
    answer: str
    at: str


# "from" is a Python keyword: the functional form names it as it is on the wire
Loan = TypedDict("Loan", {"to": str, "from": str, "until": str})


class NotebookPanel(TypedDict):
    holding: bool
    owner: bool
    eyes: bool
    entries: list[StoryEntry]
    written_today: NotRequired[int]
    loan: NotRequired[Loan]


class Refusal(TypedDict):
    code: str
    params: dict[str, Any]
    message: str


class LegalAction(TypedDict):
    action: str
    legal: bool
    reason: NotRequired[Refusal]
    targets: NotRequired[list[str]]
    roles: NotRequired[list[str]]  # a lawyer strike's guessable roles
    irreversible: NotRequired[bool]  # cannot be undone: a window asks first
    place: str  # where its control is on a seat's screen (engine.act_places.Place)
    group: int  # its rank in engine.act_places.SLOTS: the rows come sorted by it


class MafiaOrder(TypedDict):
    """The mafia's order that stands tonight (the boss's latest): what, on whom, by whom."""

    kind: str  # "shoot" | "search"
    target: str
    by: str


class MafiaBlock(TypedDict):
    members: list[str]
    boss: str | None
    no_boss_tonight: bool
    tonight: NotRequired[MafiaOrder | None]  # the Death Note's mafia
    channel: list[EventRecord]
    channel_from: int
    killer: NotRequired[str | None]  # classic
    recruit_rights: NotRequired[int]  # classic
    offer_to: NotRequired[str | None]  # classic


class Graveyard(TypedDict):
    """The room of the dead and the spectators (engine.graveyard): never in a living
    seat's view nor in the public one."""

    channel: list[EventRecord]
    channel_from: int


class ClassicSeat(TypedDict):
    vest: bool
    knocked_out: bool
    offer_from: str | None
    shots_left: int | None
    conceded: NotRequired[bool]
    family: NotRequired[MafiaBlock]


class PlayerView(PublicView):
    """A player's seat: the public view plus exactly what this player may know."""

    me: Me
    known_roles: dict[str, str]
    messages: list[EventRecord]
    messages_from: int
    results: list[CheckAnswer]
    notebook: NotebookPanel | None
    actions: list[LegalAction]
    mafia: NotRequired[MafiaBlock]
    classic: NotRequired[ClassicSeat]
    graveyard: NotRequired[Graveyard]  # a seat out of the game only

