<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>engine.mafia</name>
    <message>
        <source>[mafia] {by}: {text}</source>
        <comment>mafia_chat</comment>
        <translation>[мафия] {by}: {text}</translation>
    </message>
    <message>
        <source>[mafia] {by} wants {target} as boss.</source>
        <comment>boss_vote</comment>
        <translation>[мафия] {by} предлагает в боссы: {target}.</translation>
    </message>
    <message>
        <source>[mafia] {by}: {action} {target}.</source>
        <comment>mafia_action</comment>
        <translation>[мафия] {by}: {action} {target}.</translation>
    </message>
</context>
<context>
    <name>engine.private</name>
    <message>
        <source>Your role: {role}.</source>
        <comment>role_card</comment>
        <translation>Ваша роль: {role}.</translation>
    </message>
    <message>
        <source>Your mafia: {names}. Boss: {boss}.</source>
        <comment>mafia_team</comment>
        <translation>Состав мафии: {names}. Босс: {boss}.</translation>
    </message>
    <message>
        <source>{name} is the boss of the mafia.</source>
        <comment>boss_now</comment>
        <translation>Босс мафии — {name}.</translation>
    </message>
    <message>
        <source>The mafia has no boss tonight: no shot, any mafioso may search.</source>
        <comment>no_boss_tonight</comment>
        <translation>Этой ночью у мафии нет босса: выстрела не будет, поиск может сделать любой мафиози.</translation>
    </message>
    <message>
        <source>A notebook has been handed to you for a while.</source>
        <comment>notebook_lent</comment>
        <translation>Вам на время передали Тетрадь.</translation>
    </message>
    <message>
        <source>The notebook you were holding has been taken back.</source>
        <comment>notebook_taken_back</comment>
        <translation>Тетрадь, которая была у вас, забрали обратно.</translation>
    </message>
    <message>
        <source>Your notebook has been returned to you.</source>
        <comment>notebook_returned</comment>
        <translation>Ваша Тетрадь вернулась к вам.</translation>
    </message>
    <message>
        <source>You are now the owner of a notebook.</source>
        <comment>notebook_owner</comment>
        <translation>Теперь вы владелец Тетради.</translation>
    </message>
    <message>
        <source>L is dead. From now on you may also check, each night, whether a player holds the notebook.</source>
        <comment>l_dead</comment>
        <translation>L погиб. Теперь каждую ночь вы можете ещё и проверять, есть ли у игрока Тетрадь.</translation>
    </message>
    <message>
        <source>Check: {target} is {answer}.</source>
        <comment>check_result</comment>
        <translation>Проверка: {target} — {answer}.</translation>
    </message>
    <message>
        <source>Search: {target} holds the notebook: {answer}.</source>
        <comment>search_result</comment>
        <translation>Поиск: владеет ли {target} Тетрадью — {answer}.</translation>
    </message>
    <message>
        <source>Reminder: write a name in the notebook today.</source>
        <comment>write_reminder</comment>
        <translation>Напоминание: сегодня нужно вписать имя в Тетрадь.</translation>
    </message>
    <message>
        <source>You have taken the eyes: you may write any living player at any time.</source>
        <comment>eyes_taken</comment>
        <translation>Вы взяли глаза: теперь можно вписать любого живого игрока в любое время.</translation>
    </message>
    <message>
        <source>You now play for Kira&apos;s side alone.</source>
        <comment>joined_kira</comment>
        <translation>Теперь вы играете только за себя — на стороне Киры.</translation>
    </message>
    <message>
        <source>You wrote {target} in the notebook.</source>
        <comment>entry_written</comment>
        <translation>Вы вписали в Тетрадь имя {target}.</translation>
    </message>
    <message>
        <source>You lent the notebook to {to} until {until}.</source>
        <comment>lent_out</comment>
        <translation>Вы отдали Тетрадь на время игроку {to} до {until}.</translation>
    </message>
    <message>
        <source>The notebook goes to {to} at {start} and comes back at {until}.</source>
        <comment>lend_scheduled</comment>
        <translation>Тетрадь перейдёт к игроку {to} в {start} и вернётся к вам в {until}.</translation>
    </message>
    <message>
        <source>The notebook has left your hands for good.</source>
        <comment>gave_away</comment>
        <translation>Тетрадь навсегда ушла из ваших рук.</translation>
    </message>
    <message>
        <source>You destroyed the notebook.</source>
        <comment>destroyed</comment>
        <translation>Вы уничтожили Тетрадь.</translation>
    </message>
    <message>
        <source>Your advance vote for {target} was dropped: not a candidate.</source>
        <comment>prevote_dropped</comment>
        <translation>Ваш заранее отданный голос снят: {target} — не среди выдвинутых на казнь.</translation>
    </message>
    <message>
        <source>Your advance vote for {target} is recorded; it is published when voting opens.</source>
        <comment>advance_vote</comment>
        <translation>Ваш голос за казнь ({target}) принят заранее; он будет опубликован, когда откроется голосование.</translation>
    </message>
    <message>
        <source>Your advance abstention is recorded; it is published when voting opens.</source>
        <comment>advance_abstain</comment>
        <translation>Ваше решение воздержаться принято заранее; оно будет опубликовано, когда откроется голосование.</translation>
    </message>
    <message>
        <source>You were removed: no name was written in the notebook for a whole game day.</source>
        <comment>duty_removed</comment>
        <translation>Вы исключены из игры: за целый игровой день в Тетрадь не вписано ни одного имени.</translation>
    </message>
    <message>
        <source>You are dead.</source>
        <comment>you_died</comment>
        <translation>Вы погибли.</translation>
    </message>
</context>
<context>
    <name>engine.public</name>
    <message>
        <source>The game begins with {count} players.</source>
        <comment>game_started</comment>
        <translation>Игра начинается. Игроков: {count}.</translation>
    </message>
    <message>
        <source>Day {day} begins.</source>
        <comment>day_begins</comment>
        <translation>Начинается день {day}.</translation>
    </message>
    <message>
        <source>Voting opens. Candidates: {names}.</source>
        <comment>voting_opens</comment>
        <translation>Голосование открыто. Выдвинуты на казнь: {names}.</translation>
    </message>
    <message>
        <source>Night falls.</source>
        <comment>night_falls</comment>
        <translation>Наступает ночь.</translation>
    </message>
    <message>
        <source>A tie: runoff vote between {names}.</source>
        <comment>runoff_opens</comment>
        <translation>Ничья. Переголосование между игроками: {names}.</translation>
    </message>
    <message>
        <source>{by} nominates {target}.</source>
        <comment>nominated</comment>
        <translation>{by} выдвигает на казнь: {target}.</translation>
    </message>
    <message>
        <source>{by} withdraws the nomination of {target}.</source>
        <comment>withdrew</comment>
        <translation>{by} снимает выдвижение: {target}.</translation>
    </message>
    <message>
        <source>{by} votes for {target}.</source>
        <comment>voted</comment>
        <translation>{by} голосует за казнь: {target}.</translation>
    </message>
    <message>
        <source>{by} abstains.</source>
        <comment>abstained</comment>
        <translation>{by} воздерживается.</translation>
    </message>
    <message>
        <source>{name} is executed.</source>
        <comment>executed</comment>
        <translation>Казнён игрок {name}.</translation>
    </message>
    <message>
        <source>{name} was {role}.</source>
        <comment>role_revealed</comment>
        <translation>Роль игрока {name}: {role}.</translation>
    </message>
    <message>
        <source>Nobody is executed.</source>
        <comment>no_execution</comment>
        <translation>Никто не казнён.</translation>
    </message>
    <message>
        <source>{name} has died.</source>
        <comment>died</comment>
        <translation>Погиб игрок {name}.</translation>
    </message>
    <message>
        <source>{name} has died: {circumstances}.</source>
        <comment>died_of</comment>
        <translation>Погиб игрок {name}: {circumstances}.</translation>
    </message>
    <message>
        <source>{name} is removed from the game.</source>
        <comment>removed</comment>
        <translation>Игрок {name} исключён из игры.</translation>
    </message>
    <message>
        <source>Morning newspaper, day {day}: {summary}.</source>
        <comment>newspaper</comment>
        <translation>Утренняя газета, день {day}: {summary}.</translation>
    </message>
    <message>
        <source>The game is over: {winner} wins.</source>
        <comment>game_over</comment>
        <translation>Игра окончена. Победа: {winner}.</translation>
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
        <translation>Игра окончена.</translation>
    </message>
    <message>
        <source>There is no player named {name}.</source>
        <comment>unknown_player</comment>
        <translation>Игрока с ником {name} нет.</translation>
    </message>
    <message>
        <source>Dead players cannot act.</source>
        <comment>dead_actor</comment>
        <translation>Мёртвые игроки не могут ходить.</translation>
    </message>
    <message>
        <source>{target} is not alive.</source>
        <comment>target_dead</comment>
        <translation>Игрока {target} уже нет в живых.</translation>
    </message>
    <message>
        <source>This action needs a target.</source>
        <comment>no_target</comment>
        <translation>Для этого действия нужно выбрать цель.</translation>
    </message>
    <message>
        <source>You cannot target yourself.</source>
        <comment>self_target</comment>
        <translation>Нельзя выбрать целью себя.</translation>
    </message>
    <message>
        <source>Not now: this action is for the {phase}.</source>
        <comment>wrong_phase</comment>
        <translation>Не сейчас: это действие для фазы «{phase}».</translation>
    </message>
    <message>
        <source>Your role has no action &apos;{action}&apos;.</source>
        <comment>no_such_action</comment>
        <translation>У вашей роли нет действия «{action}».</translation>
    </message>
    <message>
        <source>You already nominate {target}.</source>
        <comment>already_nominated</comment>
        <translation>Вы уже выдвинули: {target}.</translation>
    </message>
    <message>
        <source>You have no nomination to withdraw.</source>
        <comment>not_nominated</comment>
        <translation>Вам нечего снимать: вы никого не выдвигали.</translation>
    </message>
    <message>
        <source>There are no nominations at this table.</source>
        <comment>nominations_off</comment>
        <translation>За этим столом выдвижений нет.</translation>
    </message>
    <message>
        <source>{target} is not a candidate.</source>
        <comment>not_candidate</comment>
        <translation>Игрок {target} не выдвинут на казнь.</translation>
    </message>
    <message>
        <source>You cannot change your vote again today.</source>
        <comment>no_more_changes</comment>
        <translation>Сегодня вы больше не можете изменить голос.</translation>
    </message>
    <message>
        <source>Abstaining is not allowed at this table.</source>
        <comment>abstain_off</comment>
        <translation>За этим столом воздерживаться нельзя.</translation>
    </message>
    <message>
        <source>You have already voted.</source>
        <comment>already_voted</comment>
        <translation>Вы уже проголосовали.</translation>
    </message>
    <message>
        <source>Say something.</source>
        <comment>empty_text</comment>
        <translation>Напишите что-нибудь.</translation>
    </message>
    <message>
        <source>The text is too long (at most {limit} bytes).</source>
        <comment>text_too_long</comment>
        <translation>Слишком длинный текст (не больше {limit} байт).</translation>
    </message>
    <message>
        <source>Only mafiosi use the mafia channel.</source>
        <comment>not_mafia</comment>
        <translation>Канал мафии — только для мафиози.</translation>
    </message>
    <message>
        <source>You do not hold a notebook.</source>
        <comment>not_holder</comment>
        <translation>У вас нет Тетради.</translation>
    </message>
    <message>
        <source>You do not own a notebook.</source>
        <comment>not_owner</comment>
        <translation>Вы не владелец Тетради.</translation>
    </message>
    <message>
        <source>Without the eyes you can write only between {start} and {end}.</source>
        <comment>closed_form_window</comment>
        <translation>Без глаз вписывать имена можно только с {start} до {end}.</translation>
    </message>
    <message>
        <source>Without the eyes you can write only a player on the nominee list.</source>
        <comment>not_nominee</comment>
        <translation>Без глаз можно вписать только игрока из списка выдвинутых.</translation>
    </message>
    <message>
        <source>A name has already been written in the notebook this game day.</source>
        <comment>one_name_per_day</comment>
        <translation>В этот игровой день в Тетрадь уже вписано имя.</translation>
    </message>
    <message>
        <source>The death time {time} is in the past.</source>
        <comment>time_in_past</comment>
        <translation>Время смерти {time} уже прошло.</translation>
    </message>
    <message>
        <source>Not a clock moment: {time}.</source>
        <comment>bad_time</comment>
        <translation>Неверное время: {time}.</translation>
    </message>
    <message>
        <source>You already have the eyes.</source>
        <comment>already_eyes</comment>
        <translation>У вас уже есть глаза.</translation>
    </message>
    <message>
        <source>The notebook cannot be handed over at night.</source>
        <comment>not_at_night</comment>
        <translation>Ночью Тетрадь передавать нельзя.</translation>
    </message>
    <message>
        <source>The notebook is already lent out.</source>
        <comment>already_lent</comment>
        <translation>Тетрадь уже отдана на время.</translation>
    </message>
    <message>
        <source>The loan must end after it starts.</source>
        <comment>lend_end_before_start</comment>
        <translation>Тетрадь должна вернуться позже, чем её передадут.</translation>
    </message>
    <message>
        <source>A loan starts now at this table (option lend_start_time is off).</source>
        <comment>lend_start_off</comment>
        <translation>За этим столом Тетрадь отдаётся на время сразу (опция lend_start_time выключена).</translation>
    </message>
    <message>
        <source>A borrowed notebook cannot be passed on.</source>
        <comment>borrower_cannot</comment>
        <translation>Тетрадь, полученную на время, нельзя передать дальше.</translation>
    </message>
    <message>
        <source>There is nobody to give the notebook to.</source>
        <comment>no_recipient</comment>
        <translation>Тетрадь некому отдать.</translation>
    </message>
    <message>
        <source>The original Kira cannot destroy the notebook.</source>
        <comment>cannot_destroy_original</comment>
        <translation>Изначальный Кира не может уничтожить Тетрадь.</translation>
    </message>
    <message>
        <source>You have written a name in this notebook: you cannot destroy it.</source>
        <comment>cannot_destroy_writer</comment>
        <translation>Вы уже вписывали имя в эту Тетрадь и не можете её уничтожить.</translation>
    </message>
    <message>
        <source>The mafia has no boss tonight and cannot shoot.</source>
        <comment>no_boss_shot</comment>
        <translation>Этой ночью у мафии нет босса, и стрелять она не может.</translation>
    </message>
    <message>
        <source>Only the boss submits the mafia&apos;s action.</source>
        <comment>not_boss</comment>
        <translation>Ход мафии отправляет только босс.</translation>
    </message>
    <message>
        <source>{target} is not a mafioso.</source>
        <comment>not_mafioso</comment>
        <translation>Игрок {target} не мафиози.</translation>
    </message>
    <message>
        <source>You took the eyes as the notebook&apos;s owner: L&apos;s actions are lost.</source>
        <comment>l_lost_actions</comment>
        <translation>Вы взяли глаза как владелец Тетради и потеряли ночные действия L.</translation>
    </message>
    <message>
        <source>You may check for the notebook only after L&apos;s death.</source>
        <comment>near_no_check_yet</comment>
        <translation>Проверять наличие Тетради можно только после смерти L.</translation>
    </message>
    <message>
        <source>You cannot save {target} two nights in a row.</source>
        <comment>same_save_twice</comment>
        <translation>Нельзя спасать игрока {target} две ночи подряд.</translation>
    </message>
    <message>
        <source>The clock cannot move back (now {now}).</source>
        <comment>time_backwards</comment>
        <translation>Время не идёт назад (сейчас {now}).</translation>
    </message>
    <message>
        <source>{name} is no longer in the game.</source>
        <comment>removed_already</comment>
        <translation>Игрок {name} уже выбыл из игры.</translation>
    </message>
    <message>
        <source>This action is not part of the {preset} preset.</source>
        <comment>unsupported</comment>
        <translation>Это действие не входит в набор правил {preset}.</translation>
    </message>
    <message>
        <source>Bad value for {field}.</source>
        <comment>bad_field</comment>
        <translation>Неверное значение поля {field}.</translation>
    </message>
    <message>
        <source>The host cannot save the game; ask the host.</source>
        <comment>storage_error</comment>
        <translation>Ведущий не может сохранить игру; сообщите ведущему.</translation>
    </message>
</context>
<context>
    <name>engine.role</name>
    <message>
        <source>Kira</source>
        <comment>kira</comment>
        <translation>Кира</translation>
    </message>
    <message>
        <source>L</source>
        <comment>l</comment>
        <translation>L</translation>
    </message>
    <message>
        <source>Near</source>
        <comment>near</comment>
        <translation>Ниа</translation>
    </message>
    <message>
        <source>mafia</source>
        <comment>mafia</comment>
        <translation>мафия</translation>
    </message>
    <message>
        <source>civilian</source>
        <comment>civilian</comment>
        <translation>мирный</translation>
    </message>
</context>
</TS>
