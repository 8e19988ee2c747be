<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>ActionRow</name>
    <message>
        <source>Players it names:</source>
        <translation>Сколько игроков называет:</translation>
    </message>
    <message>
        <source>Uses (0: no limit):</source>
        <translation>Раз за игру (0 — без ограничений):</translation>
    </message>
    <message>
        <source>Not the same player twice running</source>
        <translation>Не на одного игрока две ночи подряд</translation>
    </message>
    <message>
        <source>May name himself</source>
        <translation>Может выбрать себя</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Убрать</translation>
    </message>
    <message>
        <source>What the role does</source>
        <translation>Что делает роль</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Когда</translation>
    </message>
    <message>
        <source>How often</source>
        <translation>Как часто</translation>
    </message>
</context>
<context>
    <name>BalancePanel</name>
    <message>
        <source>At least %1 seats for these rules.</source>
        <translation>Для этих правил нужно не меньше %1 мест.</translation>
    </message>
    <message>
        <source>Playing bot games with these rules…</source>
        <translation>Боты играют по этим правилам…</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Отменяем…</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Отменено.</translation>
    </message>
    <message>
        <source>Town</source>
        <translation>Город</translation>
    </message>
    <message>
        <source>Mafia</source>
        <translation>Мафия</translation>
    </message>
    <message>
        <source>Second family</source>
        <translation>Вторая семья</translation>
    </message>
    <message>
        <source>Kira</source>
        <translation>Кира</translation>
    </message>
    <message>
        <source>Maniac</source>
        <translation>Маньяк</translation>
    </message>
    <message>
        <source>On his own</source>
        <translation>Сам за себя</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Ничья</translation>
    </message>
    <message>
        <source>Unfinished (day %1+)</source>
        <translation>Не закончены (день %1+)</translation>
    </message>
    <message>
        <source>%1 games at %2 seats, bots of normal level; 95 % intervals:</source>
        <translation>Партий: %1, мест: %2, боты обычного уровня; интервалы 95 %:</translation>
    </message>
    <message>
        <source>A game lasts %1 days on average (%2 to %3).</source>
        <translation>Партия длится в среднем %1 дн. (от %2 до %3).</translation>
    </message>
    <message>
        <source>The figures depend on how the bots play.</source>
        <translation>Цифры зависят от того, как играют боты.</translation>
    </message>
    <message>
        <source>Estimate balance</source>
        <translation>Оценить баланс</translation>
    </message>
    <message>
        <source>Play bot games with these rules in the background and show how often each side wins</source>
        <translation>Сыграть партии ботов по этим правилам в фоне и показать, как часто побеждает каждая сторона</translation>
    </message>
    <message>
        <source>Seats:</source>
        <translation>Мест:</translation>
    </message>
    <message>
        <source>Games:</source>
        <translation>Партий:</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
</context>
<context>
    <name>BoardPage</name>
    <message>
        <source>The day's private turns</source>
        <translation>Личные ходы дня</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Night: there is nothing to enter in public. It ends by itself when everybody has acted, or when its time runs out.</source>
        <translation>Ночь: открыто вводить нечего. Она закончится сама, когда все сделают ход или выйдет её время.</translation>
    </message>
    <message>
        <source>Night: there is nothing to enter in public. Every player has had a private turn; when the night is over, press "Next phase".</source>
        <translation>Ночь: открыто вводить нечего. Каждый игрок уже сделал свой тайный ход; когда ночь закончится, нажмите «Следующая фаза».</translation>
    </message>
    <message>
        <source>%1: choose a player first.</source>
        <translation>%1: сначала выберите игрока.</translation>
    </message>
    <message>
        <source>%1 votes for %2. This vote cannot be changed: cast it?</source>
        <translation>%1 голосует за игрока %2. Этот голос нельзя будет изменить — отдать его?</translation>
    </message>
    <message>
        <source>%1 abstains. The abstention cannot be changed: abstain?</source>
        <translation>%1 воздерживается. Передумать после этого будет нельзя — воздержаться?</translation>
    </message>
    <message>
        <source>End the day now and open the vote? The nominations are frozen.</source>
        <translation>Завершить день и открыть голосование? Список выдвинутых на казнь закроется.</translation>
    </message>
    <message>
        <source>End the day now and open the vote?</source>
        <translation>Завершить день и открыть голосование?</translation>
    </message>
    <message>
        <source>Close the vote now? Whoever has the most votes is executed.</source>
        <translation>Закрыть голосование? Казнят того, у кого больше всего голосов.</translation>
    </message>
    <message>
        <source>End the night now? The night is resolved and the morning newspaper comes out.</source>
        <translation>Завершить ночь? Ночные ходы будут разыграны, и выйдет утренняя газета.</translation>
    </message>
    <message>
        <source>Move the game to the next phase now?</source>
        <translation>Перевести игру в следующую фазу?</translation>
    </message>
    <message>
        <source>Public actions (entered openly)</source>
        <translation>Открытые действия (вводятся при всех)</translation>
    </message>
    <message>
        <source>Who acts:</source>
        <translation>Кто ходит:</translation>
    </message>
    <message>
        <source>The vote is public: each voter taps his candidate in his own row.</source>
        <translation>Голосование открытое: каждый нажимает на своего кандидата в своей строке.</translation>
    </message>
    <message>
        <source>Something the acting player says to everybody…</source>
        <translation>Что игрок говорит всем…</translation>
    </message>
    <message>
        <source>Next phase…</source>
        <translation>Следующая фаза…</translation>
    </message>
    <message>
        <source>Private turns now</source>
        <translation>Тайные ходы сейчас</translation>
    </message>
    <message>
        <source>The game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>End the current phase (Ctrl+N). At nightfall every living player takes a private turn.</source>
        <translation>Завершить текущую фазу (Ctrl+N). С наступлением ночи каждый живой игрок делает личный ход.</translation>
    </message>
    <message>
        <source>Every living player takes a private turn now, in seat order.</source>
        <translation>Каждый живой игрок делает тайный ход прямо сейчас, по порядку мест.</translation>
    </message>
    <message>
        <source>Once everybody has read the newspaper: each player takes the day's private turn (his results, the notebook), then the day goes on.</source>
        <translation>Когда все прочтут газету, каждый игрок делает личный ход дня (результаты проверок, Тетрадь), и день продолжается.</translation>
    </message>
    <message>
        <source>Projector window</source>
        <translation>Окно проектора</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Сыграть ещё раз</translation>
    </message>
    <message>
        <source>The next game with the same players and rules: a new deal</source>
        <translation>Следующая игра с теми же игроками и правилами: новая раздача</translation>
    </message>
    <message>
        <source>Nobody gets the same role twice in a row</source>
        <translation>Никому не давать ту же роль два раза подряд</translation>
    </message>
    <message>
        <source>The game is saved after every action; close the window at any time and resume it from the launcher.</source>
        <translation>Игра сохраняется после каждого действия: окно можно закрыть в любой момент и продолжить игру из стартового окна.</translation>
    </message>
    <message>
        <source>Cast the vote</source>
        <translation>Отдать голос</translation>
    </message>
    <message>
        <source>Yes, next phase</source>
        <translation>Да, следующая фаза</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
</context>
<context>
    <name>CardLines</name>
    <message>
        <source>The sentences of %1: %2</source>
        <translation>Предложения роли «%1»: %2</translation>
    </message>
    <message>
        <source>(no text yet)</source>
        <translation>(текста ещё нет)</translation>
    </message>
    <message>
        <source>in play: %1</source>
        <translation>в игре: %1</translation>
    </message>
    <message>
        <source>not in play: %1</source>
        <translation>не в игре: %1</translation>
    </message>
</context>
<context>
    <name>CardLinesBox</name>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>its sentence needs both languages.</source>
        <translation>предложению нужен текст на обоих языках.</translation>
    </message>
    <message>
        <source>choose at least one of the role's parts.</source>
        <translation>выберите хотя бы одну из частей роли.</translation>
    </message>
    <message>
        <source>Sentence %1: %2</source>
        <translation>Предложение %1: %2</translation>
    </message>
    <message>
        <source>The card is shown here once the role can be taken.</source>
        <translation>Карта появится здесь, когда роль можно будет взять.</translation>
    </message>
    <message>
        <source>No sentence of the card holds at this table: players see the card text above.</source>
        <translation>Ни одно предложение карты за этим столом не подходит: игроки видят текст карты выше.</translation>
    </message>
    <message>
        <source>Made with this table's rules as they are set now, with these roles in play: %1</source>
        <translation>По правилам стола в том виде, как они заданы сейчас, с такими ролями в игре: %1</translation>
    </message>
    <message>
        <source>Card lines</source>
        <translation>Строки карты</translation>
    </message>
    <message>
        <source>The card a player sees at the table: each sentence is shown only where its conditions hold, in this order. With no sentences, the card text above is shown.</source>
        <translation>Карта, которую игрок видит за столом: каждое предложение показывается только там, где выполнены его условия, в этом порядке. Если предложений нет, показывается текст карты выше.</translation>
    </message>
    <message>
        <source>Add a sentence</source>
        <translation>Добавить предложение</translation>
    </message>
    <message>
        <source>Add another role's sentences</source>
        <translation>Добавить предложения другой роли</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>Выше</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Ниже</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Убрать</translation>
    </message>
    <message>
        <source>Sentence in English (%1: the number below)</source>
        <translation>Предложение по-английски (%1 — число ниже)</translation>
    </message>
    <message>
        <source>Sentence in Russian</source>
        <translation>Предложение по-русски</translation>
    </message>
    <message>
        <source>Only when these rules of the table are set so</source>
        <translation>Только если правила стола заданы так</translation>
    </message>
    <message>
        <source>Only when one of these is in play</source>
        <translation>Только если в игре есть одна из ролей</translation>
    </message>
    <message>
        <source>Only when none of these is in play</source>
        <translation>Только если в игре нет ни одной из ролей</translation>
    </message>
    <message>
        <source>Number for %1 (shown when above 0)</source>
        <translation>Число для %1 (показывается, если больше 0)</translation>
    </message>
    <message>
        <source>Part (for other roles)</source>
        <translation>Часть (для других ролей)</translation>
    </message>
    <message>
        <source>Left out after the parts</source>
        <translation>Не показывать после частей</translation>
    </message>
    <message>
        <source>e.g. killer, kill</source>
        <translation>например: killer, kill</translation>
    </message>
    <message>
        <source>Add a rule condition</source>
        <translation>Добавить условие по правилу</translation>
    </message>
    <message>
        <source>The role</source>
        <translation>Роль</translation>
    </message>
    <message>
        <source>Its parts</source>
        <translation>Её части</translation>
    </message>
    <message>
        <source>Here the card takes the sentences of another role's parts, each with its own conditions.</source>
        <translation>Здесь карта берёт предложения из частей другой роли, каждое — со своими условиями.</translation>
    </message>
    <message>
        <source>The card at this table</source>
        <translation>Карта за этим столом</translation>
    </message>
</context>
<context>
    <name>ClockBar</name>
    <message>
        <source>Waiting for the host to start the game</source>
        <translation>Ждём, когда ведущий начнёт игру</translation>
    </message>
    <message>
        <source>Day %1</source>
        <translation>День %1</translation>
    </message>
    <message>
        <source>Vote · day %1</source>
        <translation>Голосование · день %1</translation>
    </message>
    <message>
        <source>Night after day %1</source>
        <translation>Ночь после дня %1</translation>
    </message>
    <message>
        <source>Runoff vote · day %1</source>
        <translation>Переголосование · день %1</translation>
    </message>
    <message>
        <source>The first night</source>
        <translation>Первая ночь</translation>
    </message>
    <message>
        <source>Game clock: day %1, %2</source>
        <translation>Игровое время: день %1, %2</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>Пауза</translation>
    </message>
    <message>
        <source>%1 left</source>
        <translation>осталось %1</translation>
    </message>
    <message>
        <source>Real time left in this phase</source>
        <translation>Реальное время до конца фазы</translation>
    </message>
    <message>
        <source>until %1</source>
        <translation>до %1</translation>
    </message>
    <message>
        <source>“Next phase” on the shared board moves the game on</source>
        <translation>Фазы переключают кнопкой «Следующая фаза» на общем табло</translation>
    </message>
    <message>
        <source>The host moves the game on</source>
        <translation>Фазы переключает ведущий</translation>
    </message>
</context>
<context>
    <name>ConditionRow</name>
    <message>
        <source>Remove</source>
        <translation>Убрать</translation>
    </message>
    <message>
        <source>A rule of the table</source>
        <translation>Правило стола</translation>
    </message>
    <message>
        <source>The value it must have</source>
        <translation>Каким оно должно быть</translation>
    </message>
</context>
<context>
    <name>CurtainPage</name>
    <message>
        <source>Wrong PIN. Try again — or pass the laptop to %1.</source>
        <translation>Неверный PIN. Попробуйте ещё раз — или передайте ноутбук игроку %1.</translation>
    </message>
    <message>
        <source>Pass the laptop to %1</source>
        <translation>Передайте ноутбук игроку %1</translation>
    </message>
    <message>
        <source>Everybody else, please look away. Nothing secret is on this screen until %1 opens it.</source>
        <translation>Остальные, пожалуйста, отвернитесь. Пока %1 не откроет экран, ничего секретного на нём нет.</translation>
    </message>
    <message>
        <source>%1, enter your PIN:</source>
        <translation>%1, введите свой PIN:</translation>
    </message>
    <message>
        <source>I am %1 — show my screen</source>
        <translation>Я %1 — показать мой экран</translation>
    </message>
</context>
<context>
    <name>EventLog</name>
    <message>
        <source>spectator</source>
        <translation>зритель</translation>
    </message>
</context>
<context>
    <name>GodView</name>
    <message>
        <source>mafia boss</source>
        <translation>босс мафии</translation>
    </message>
    <message>
        <source>owns the notebook</source>
        <translation>владелец Тетради</translation>
    </message>
    <message>
        <source>owns the notebook</source>
        <comment>male</comment>
        <translation>владелец Тетради</translation>
    </message>
    <message>
        <source>owns the notebook</source>
        <comment>female</comment>
        <translation>владелица Тетради</translation>
    </message>
    <message>
        <source>holds the notebook</source>
        <translation>держит Тетрадь</translation>
    </message>
    <message>
        <source>holds the notebook</source>
        <comment>male</comment>
        <translation>Тетрадь у него</translation>
    </message>
    <message>
        <source>holds the notebook</source>
        <comment>female</comment>
        <translation>Тетрадь у неё</translation>
    </message>
    <message>
        <source>has the eyes</source>
        <translation>есть глаза</translation>
    </message>
    <message>
        <source>dead</source>
        <translation>нет в живых</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>Owner</source>
        <translation>Владелец</translation>
    </message>
    <message>
        <source>Holder</source>
        <translation>В руках</translation>
    </message>
    <message>
        <source>Eyes</source>
        <translation>Глаза</translation>
    </message>
    <message>
        <source>Boss</source>
        <translation>Босс</translation>
    </message>
    <message>
        <source>Loan</source>
        <translation>Одолжена</translation>
    </message>
    <message>
        <source>to %1, %2 – %3</source>
        <translation>игроку %1, %2 – %3</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <source>destroyed</source>
        <translation>уничтожена</translation>
    </message>
    <message>
        <source>passes on after the night</source>
        <translation>перейдёт к другому после ночи</translation>
    </message>
    <message>
        <source>Daily duty</source>
        <translation>Ежедневная запись</translation>
    </message>
    <message>
        <source>%1 has not written today</source>
        <translation>%1: сегодня имя ещё не вписано</translation>
    </message>
    <message>
        <source>Tonight</source>
        <translation>Этой ночью</translation>
    </message>
    <message>
        <source>Has acted or sleeps:</source>
        <translation>Уже походили или спят:</translation>
    </message>
    <message>
        <source>Not yet:</source>
        <translation>Ещё не походили:</translation>
    </message>
    <message>
        <source>No orders yet.</source>
        <translation>Приказов пока нет.</translation>
    </message>
    <message>
        <source>the mafiosi did not all name the same player</source>
        <translation>не все мафиози назвали одного и того же игрока</translation>
    </message>
    <message>
        <source>the one who decides sent no shot or could not act</source>
        <translation>решающий (киллер или Дон) не выстрелил или не мог действовать</translation>
    </message>
    <message>
        <source>no mafioso could act</source>
        <translation>ни один мафиози не мог действовать</translation>
    </message>
    <message>
        <source>the target was saved</source>
        <translation>цель спасли</translation>
    </message>
    <message>
        <source>the peacemaker protected the target</source>
        <translation>цель защитил миротворец</translation>
    </message>
    <message>
        <source>a vest stopped the shot</source>
        <translation>выстрел остановил бронежилет</translation>
    </message>
    <message>
        <source>died before it resolved</source>
        <translation>смерть раньше, чем оно свершилось</translation>
    </message>
    <message>
        <source>blocked by the peacemaker</source>
        <translation>заблокировано миротворцем</translation>
    </message>
    <message>
        <source>knocked out by the thug</source>
        <translation>игрока выключил громила</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>да</translation>
    </message>
    <message>
        <source>no</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>%1: dead — %2</source>
        <translation>%1: смерть — %2</translation>
    </message>
    <message>
        <source>The mafia's kill</source>
        <translation>Убийство мафии</translation>
    </message>
    <message>
        <source>Family %1's kill</source>
        <translation>Убийство семьи %1</translation>
    </message>
    <message>
        <source>%1 failed: %2</source>
        <translation>%1 не удалось: %2</translation>
    </message>
    <message>
        <source>target: %1</source>
        <translation>цель: %1</translation>
    </message>
    <message>
        <source>%1 saved by %2</source>
        <translation>%2 спасает %1</translation>
    </message>
    <message>
        <source>%1 protected by the peacemaker</source>
        <translation>%1 под защитой миротворца</translation>
    </message>
    <message>
        <source>%1 blocks %2</source>
        <translation>%1 блокирует %2</translation>
    </message>
    <message>
        <source>%1 knocks out %2</source>
        <translation>%1 выключает %2</translation>
    </message>
    <message>
        <source>%1 learns: %2 — %3</source>
        <translation>%1 узнаёт: %2 — %3</translation>
    </message>
    <message>
        <source>%1 — %2: lost, %3</source>
        <translation>%1 — %2: не состоялось, %3</translation>
    </message>
    <message>
        <source>%1: the vest stopped a shot</source>
        <translation>%1: бронежилет остановил выстрел</translation>
    </message>
    <message>
        <source>a lawyer strike</source>
        <translation>удар адвоката</translation>
    </message>
    <message>
        <source>the Don's strike</source>
        <translation>удар Дона</translation>
    </message>
    <message>
        <source>%1 survived %2</source>
        <translation>%2 не убил %1</translation>
    </message>
    <message>
        <source>No night has ended yet.</source>
        <translation>Ни одна ночь ещё не закончилась.</translation>
    </message>
    <message>
        <source>Night after day %1</source>
        <translation>Ночь после дня %1</translation>
    </message>
    <message>
        <source>Orders:</source>
        <translation>Приказы:</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>Only slept:</source>
        <translation>Только спали:</translation>
    </message>
    <message>
        <source>Did nothing:</source>
        <translation>Ничего не сделали:</translation>
    </message>
    <message>
        <source>What happened:</source>
        <translation>Что произошло:</translation>
    </message>
    <message>
        <source>nothing: nobody died</source>
        <translation>ничего: никто не погиб</translation>
    </message>
    <message>
        <source>Names written</source>
        <translation>Вписанные имена</translation>
    </message>
    <message>
        <source>None yet.</source>
        <translation>Пока нет.</translation>
    </message>
    <message>
        <source>void</source>
        <translation>недействительна</translation>
    </message>
    <message>
        <source>done</source>
        <translation>исполнена</translation>
    </message>
    <message>
        <source>pending</source>
        <translation>ожидает</translation>
    </message>
    <message>
        <source>%1 wrote %2 at %3</source>
        <translation>%1: вписано имя %2, %3</translation>
    </message>
    <message>
        <source>death at %1</source>
        <translation>смерть в %1</translation>
    </message>
    <message>
        <source>light corpse</source>
        <translation>светлый труп</translation>
    </message>
    <message>
        <source>Don of family %1</source>
        <translation>Дон семьи %1</translation>
    </message>
    <message>
        <source>killer of family %1</source>
        <translation>киллер семьи %1</translation>
    </message>
    <message>
        <source>wears a vest</source>
        <translation>в бронежилете</translation>
    </message>
    <message>
        <source>knocked out</source>
        <translation>оглушение до ночи</translation>
    </message>
    <message>
        <source>offered to join by %1</source>
        <translation>приглашение в мафию от игрока %1</translation>
    </message>
    <message>
        <source>conceded</source>
        <translation>поражение признано</translation>
    </message>
    <message>
        <source>The families</source>
        <translation>Семьи мафии</translation>
    </message>
    <message>
        <source>Don: %1</source>
        <translation>Дон: %1</translation>
    </message>
    <message>
        <source>killer: %1</source>
        <translation>киллер: %1</translation>
    </message>
    <message>
        <source>recruitment rights: %1</source>
        <translation>права на вербовку: %1</translation>
    </message>
    <message>
        <source>offer to %1 by %2</source>
        <translation>предложение игроку %1 от игрока %2</translation>
    </message>
    <message>
        <source>Family %1</source>
        <translation>Семья %1</translation>
    </message>
    <message>
        <source>Reserves waiting</source>
        <translation>Запасные в ожидании</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Роль</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Команда</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Заметки</translation>
    </message>
    <message>
        <source>The mafia channel</source>
        <translation>Канал мафии</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Сейчас</translation>
    </message>
    <message>
        <source>Past nights</source>
        <translation>Прошлые ночи</translation>
    </message>
    <message>
        <source>The second family's channel</source>
        <translation>Канал второй семьи</translation>
    </message>
    <message>
        <source>The graveyard: the dead and the spectators</source>
        <translation>Кладбище: выбывшие и зрители</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <source>Fate</source>
        <translation>Судьба</translation>
    </message>
    <message>
        <source>Today</source>
        <translation>Сегодня</translation>
    </message>
    <message>
        <source>The notebook</source>
        <translation>Тетрадь</translation>
    </message>
    <message>
        <source>Public record</source>
        <translation>Журнал</translation>
    </message>
    <message>
        <source>Mafia channel</source>
        <translation>Канал мафии</translation>
    </message>
    <message>
        <source>Private: %1</source>
        <translation>Личное: %1</translation>
    </message>
    <message>
        <source>Private</source>
        <translation>Личное</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>alive</source>
        <translation>в игре</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation>%1 в %2</translation>
    </message>
    <message>
        <source>Owner: %1</source>
        <translation>Владелец: %1</translation>
    </message>
    <message>
        <source>In the hands of: %1</source>
        <translation>В руках: %1</translation>
    </message>
    <message>
        <source>Took the eyes: %1</source>
        <translation>С глазами: %1</translation>
    </message>
    <message>
        <source>Lent to %1 from %2 until %3</source>
        <translation>Одолжена игроку %1 с %2 до %3</translation>
    </message>
    <message>
        <source>Destroyed</source>
        <translation>Уничтожена</translation>
    </message>
    <message>
        <source>Pick a player in the table to read his private messages.</source>
        <translation>Выберите игрока в таблице, чтобы прочитать его личные сообщения.</translation>
    </message>
</context>
<context>
    <name>GraveyardTab</name>
    <message>
        <source>The graveyard: the players out of the game and the spectators talk here. Nobody still in the game reads it, and nothing said here reaches them.</source>
        <translation>Кладбище: здесь разговаривают выбывшие игроки и зрители. Никто из тех, кто ещё в игре, этого не читает, и ничто сказанное здесь до них не доходит.</translation>
    </message>
    <message>
        <source>Only the dead and the spectators read this…</source>
        <translation>Пишите выбывшим и зрителям…</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Отправить</translation>
    </message>
</context>
<context>
    <name>GroupPage</name>
    <message>
        <source>the group's games</source>
        <translation>партии группы</translation>
    </message>
    <message>
        <source>the simulator's prediction</source>
        <translation>прогноз симулятора</translation>
    </message>
    <message>
        <source>bars: 95 % interval</source>
        <translation>отрезки: 95-процентный интервал</translation>
    </message>
    <message>
        <source>Rating: the dot is μ, the thick bar ±σ, the thin one ±3σ (its left end is the ordinal)</source>
        <translation>Рейтинг: точка — μ, толстый отрезок — ±σ, тонкий — ±3σ (его левый край — итоговая оценка)</translation>
    </message>
    <message>
        <source>Reading the record…</source>
        <translation>Читаю статистику…</translation>
    </message>
    <message>
        <source>The simulator plays %1 bot games of the same deal (%2) for its prediction…</source>
        <translation>Симулятор играет %1 партий ботов с той же раздачей (%2) для прогноза…</translation>
    </message>
    <message>
        <source>The record cannot be read: %1</source>
        <translation>Статистику не прочитать: %1</translation>
    </message>
    <message>
        <source>%1 games in the record, %2 players.</source>
        <translation>Партий в статистике: %1, игроков: %2.</translation>
    </message>
    <message>
        <source>A folder of game logs to import</source>
        <translation>Папка с журналами партий для импорта</translation>
    </message>
    <message>
        <source>Importing the logs in %1…</source>
        <translation>Импортирую журналы из %1…</translation>
    </message>
    <message>
        <source>Cancelling: nothing of this import is kept…</source>
        <translation>Отменяю: из этого импорта ничего не сохранится…</translation>
    </message>
    <message>
        <source>Imported: %1 new, %2 already in the record, %3 unfinished, %4 damaged (skipped).</source>
        <translation>Импорт: новых %1, уже были в статистике %2, незаконченных %3, повреждённых (пропущены) %4.</translation>
    </message>
    <message>
        <source>and %1 more</source>
        <translation>и ещё %1</translation>
    </message>
    <message>
        <source>Damaged logs, skipped:</source>
        <translation>Повреждённые журналы (пропущены):</translation>
    </message>
    <message>
        <source>The import failed: %1</source>
        <translation>Импорт не удался: %1</translation>
    </message>
    <message>
        <source>Import cancelled: the record is as it was.</source>
        <translation>Импорт отменён: статистика не изменилась.</translation>
    </message>
    <message>
        <source>Merge two names</source>
        <translation>Объединить два имени</translation>
    </message>
    <message>
        <source>Count every game of «%1» as a game of «%2»? This cannot be undone here.</source>
        <translation>Считать все партии «%1» партиями «%2»? Здесь это не отменить.</translation>
    </message>
    <message>
        <source>Export the players as CSV</source>
        <translation>Выгрузить игроков в CSV</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Файлы CSV (*.csv)</translation>
    </message>
    <message>
        <source>Exported to %1</source>
        <translation>Выгружено в %1</translation>
    </message>
    <message>
        <source>The group's record</source>
        <translation>Статистика группы</translation>
    </message>
    <message>
        <source>Import a folder of logs…</source>
        <translation>Импорт папки журналов…</translation>
    </message>
    <message>
        <source>Read every game log (*.dnlog) in a folder into the record; a game already in it counts once</source>
        <translation>Прочитать в статистику все журналы партий (*.dnlog) из папки; партия, которая уже есть, не считается дважды</translation>
    </message>
    <message>
        <source>Select two players who are one person: the games of the one with fewer games count as the other's</source>
        <translation>Выберите двух игроков, которые на самом деле один человек: партии того, у кого их меньше, засчитаются другому</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>Выгрузить CSV…</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Обновить</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <source>Roles and deals</source>
        <translation>Роли и раздачи</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Графики</translation>
    </message>
    <message>
        <source>No games in the record yet.

It fills by itself: every game hosted on this computer is added when it ends. To add games played elsewhere, import a folder of their logs (*.dnlog) with «Import a folder of logs…».</source>
        <translation>В статистике пока нет партий.

Она пополняется сама: каждая партия, проведённая на этом компьютере, добавляется, когда заканчивается. Чтобы добавить партии, сыгранные в другом месте, импортируйте папку их журналов (*.dnlog) кнопкой «Импорт папки журналов…».</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Партий</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Побед</translation>
    </message>
    <message>
        <source>Survived</source>
        <translation>Выживание</translation>
    </message>
    <message>
        <source>How he died</source>
        <translation>Как кончались партии</translation>
    </message>
    <message>
        <source>Ordinal</source>
        <translation>Оценка</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Раздача</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Сторона</translation>
    </message>
    <message>
        <source>Win rate
(95 % interval)</source>
        <translation>Доля побед
(интервал 95 %)</translation>
    </message>
    <message>
        <source>Votes on
the mafia</source>
        <translation>Голоса
по мафии</translation>
    </message>
    <message>
        <source>Rating
(μ ± σ)</source>
        <translation>Рейтинг
(μ ± σ)</translation>
    </message>
    <message>
        <source>Won
(95 % interval)</source>
        <translation>Побед
(интервал 95 %)</translation>
    </message>
    <message>
        <source>Simulator
(95 % interval)</source>
        <translation>Симулятор
(интервал 95 %)</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Роль</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Места</translation>
    </message>
    <message>
        <source>Select a player to see his figures by side and by role.</source>
        <translation>Выберите игрока, чтобы увидеть его цифры по сторонам и ролям.</translation>
    </message>
    <message>
        <source>Also played as: %1</source>
        <translation>Играл также как: %1</translation>
    </message>
    <message>
        <source>By side</source>
        <translation>По сторонам</translation>
    </message>
    <message>
        <source>By role</source>
        <translation>По ролям</translation>
    </message>
    <message>
        <source>How his games ended: %1</source>
        <translation>Чем кончались его партии: %1</translation>
    </message>
    <message>
        <source>Died on day %1 on average.</source>
        <translation>Средний день гибели: %1-й.</translation>
    </message>
    <message>
        <source>survived the game</source>
        <translation>в живых до конца</translation>
    </message>
    <message>
        <source>executed</source>
        <translation>казнь</translation>
    </message>
    <message>
        <source>killed at night</source>
        <translation>смерть ночью</translation>
    </message>
    <message>
        <source>written in the notebook</source>
        <translation>имя в Тетради</translation>
    </message>
    <message>
        <source>inactive</source>
        <translation>исключение за неактивность</translation>
    </message>
    <message>
        <source>penalty</source>
        <translation>штраф</translation>
    </message>
    <message>
        <source>removed</source>
        <translation>исключение из игры</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 из %2</translation>
    </message>
    <message>
        <source>%1 (own win)</source>
        <translation>%1 (своя победа)</translation>
    </message>
    <message>
        <source>%1, %2 seats</source>
        <translation>%1, мест: %2</translation>
    </message>
    <message>
        <source>(rules changed: %1)</source>
        <translation>(изменены правила: %1)</translation>
    </message>
    <message>
        <source>games: %1</source>
        <translation>партий: %1</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>How a table works</source>
        <translation>Как устроен стол</translation>
    </message>
    <message>
        <source>One computer hosts the table: its host console opens it on the local network, sets the rules and starts the game. The others join from their launcher, where tables on the network appear by themselves (or by typing the host's address). A projector or a big screen can show the public board. On one computer passed from hand to hand, play hot-seat: each player has his own turn behind a curtain, with a PIN if he wants one.</source>
        <translation>Один компьютер ведёт стол: в консоли ведущего стол открывается в локальной сети, задаются правила, начинается игра. Остальные садятся за стол из своего лаунчера — столы в сети появляются там сами (или введите адрес ведущего). Проектор или большой экран может показывать общее табло. Если компьютер один и передаётся из рук в руки, играйте в хот-сит: у каждого свой ход за шторкой, по желанию с PIN-кодом.</translation>
    </message>
    <message>
        <source>Each window shows only what its player may know: your role, your results and your secrets are in your window alone. The panel on the right always says what you can do right now, and why an action is not possible.</source>
        <translation>Каждое окно показывает только то, что положено знать его игроку: ваша роль, результаты проверок и секреты есть только в вашем окне. Панель справа всегда говорит, что вы можете сделать прямо сейчас и почему действие недоступно.</translation>
    </message>
    <message>
        <source>A game day has three phases. Day: talk in the chat and nominate players for execution. Vote: vote for one of the nominees (or abstain); the one with the most votes is executed. Night: the roles act in secret; everybody else confirms he sleeps, so that nobody can tell who has a role. The morning newspaper tells who died.</source>
        <translation>Игровой день состоит из трёх фаз. День: обсуждение в чате и выдвижение на казнь. Голосование: голос за одного из выдвинутых (или воздержаться); набравший больше всех голосов казнён. Ночь: роли действуют тайно, остальные подтверждают, что спят, — так никто не поймёт, у кого есть роль. Утренняя газета сообщает, кто погиб.</translation>
    </message>
    <message>
        <source>The game clock (for example "day 2, 17:00") runs through each phase in the real time the host set, or the host moves the phases on himself. Times in the rules — a death time, the end of a loan — are game-clock times.</source>
        <translation>Игровые часы (например, «день 2, 17:00») проходят каждую фазу за заданное ведущим реальное время, либо ведущий сам переключает фазы. Время в правилах — время смерти, конец передачи Тетради — это время игровых часов.</translation>
    </message>
    <message>
        <source>The roles</source>
        <translation>Роли</translation>
    </message>
    <message>
        <source>The Death Note</source>
        <translation>Тетрадь смерти</translation>
    </message>
    <message>
        <source>The notebook has an owner and, during a loan, a holder. Only the holder, alive, writes: at most one name per game day. Without the eyes he may write only between 21:00 and 21:30 of a night, and only a player on the nominee list; such a writer is hidden from checks. With the eyes (a trade that cannot be undone) he writes anybody at any time, but checks see him.</source>
        <translation>У Тетради есть владелец, а на время передачи — держатель. Пишет только живой держатель, не больше одного имени за игровой день. Без глаз — только с 21:00 до 21:30 ночи и только игрока из списка выдвинутых; такой писатель скрыт от проверок. С глазами (сделка необратима) — кого угодно и когда угодно, но проверки его видят.</translation>
    </message>
    <message>
        <source>A name may get a death time (never in the past) and circumstances, printed in the newspaper; a "light corpse" makes the victim's role public. A death at night is in the morning newspaper; a death by day is announced at once.</source>
        <translation>К имени можно указать время смерти (не в прошлом) и обстоятельства — их напечатает газета; «светлый труп» открывает роль жертвы. Смерть ночью попадает в утреннюю газету, смерть днём объявляется сразу.</translation>
    </message>
    <message>
        <source>By day the owner may lend the notebook until a game-clock time (the borrower is not told by whom) or give it away for good to a random player. A holder who never wrote in it may destroy it — except the first Kira.</source>
        <translation>Днём владелец может передать Тетрадь на время до указанного момента (получатель не узнает, от кого) или отдать насовсем случайному игроку. Держатель, ни разу не писавший в ней, может её уничтожить — кроме первого Киры.</translation>
    </message>
    <message>
        <source>When the owner dies holding it, the notebook passes on: to L if L shot him, to a mafioso if the mafia did, else to a random player after the night. Its new owner is told, never by whom.</source>
        <translation>Если владелец погибает с Тетрадью на руках, она переходит дальше: к L, если его застрелил L, к мафиози, если мафия, иначе после ночи — случайному игроку. Новый владелец узнаёт об этом, но не от кого.</translation>
    </message>
    <message>
        <source>How to play — DN Mafia</source>
        <translation>Как играть — DN Mafia</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>Правила:</translation>
    </message>
</context>
<context>
    <name>HostConsole</name>
    <message>
        <source>DN Mafia table</source>
        <translation>Стол DN Mafia</translation>
    </message>
    <message>
        <source>The rules do not fit together: %1</source>
        <translation>Правила противоречат друг другу: %1</translation>
    </message>
    <message>
        <source>Every phase needs a duration in timed pace.</source>
        <translation>В режиме по таймеру у каждой фазы должна быть длительность.</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 мин %2 с</translation>
    </message>
    <message>
        <source>The game begins with: %1</source>
        <translation>Первая фаза: %1</translation>
    </message>
    <message>
        <source>Closed-form writing: %1 – %2</source>
        <translation>Запись в закрытой форме: %1 – %2</translation>
    </message>
    <message>
        <source>Manual pace: you end each phase yourself.</source>
        <translation>Ручной режим: фазы завершаете вы.</translation>
    </message>
    <message>
        <source>The schedule was published.</source>
        <translation>Расписание опубликовано.</translation>
    </message>
    <message>
        <source>The table cannot open</source>
        <translation>Стол не удаётся открыть</translation>
    </message>
    <message>
        <source>The saved game was damaged at its end; it goes on from before the damage.</source>
        <translation>Конец сохранённой игры повреждён; игра продолжится с момента до повреждения.</translation>
    </message>
    <message>
        <source>The table's address changed</source>
        <translation>Адрес стола изменился</translation>
    </message>
    <message>
        <source>The phones' page could not have its old port %1 (%2). It is served at %3 now: pages opened on the phones and printed QR codes of the old address no longer work — show the players the new code (the projector shows it).</source>
        <translation>Страница для телефонов не смогла занять прежний порт %1 (%2). Теперь она по адресу %3: открытые на телефонах страницы и напечатанные QR-коды со старым адресом больше не работают — покажите игрокам новый код (он есть на проекторе).</translation>
    </message>
    <message>
        <source>The table could not listen on its old port %1 (%2); it listens on %3 now. Players who typed the old address type the new one; those who found the table in the list find it again.</source>
        <translation>Стол не смог занять прежний порт %1 (%2); теперь он на порту %3. Кто вводил адрес вручную, пусть введёт новый; кто нашёл стол в списке, найдёт его снова.</translation>
    </message>
    <message>
        <source>The game cannot start</source>
        <translation>Игру нельзя начать</translation>
    </message>
    <message>
        <source>No bot was added</source>
        <translation>Бот не добавлен</translation>
    </message>
    <message>
        <source>No seat taken</source>
        <translation>Место не занято</translation>
    </message>
    <message>
        <source>Write the name you play under.</source>
        <translation>Напишите ник, под которым вы играете.</translation>
    </message>
    <message>
        <source>The player window is not available in this version.</source>
        <translation>Окно игрока недоступно в этой версии.</translation>
    </message>
    <message>
        <source>A bot could not sit down again</source>
        <translation>Бот не смог снова сесть за стол</translation>
    </message>
    <message>
        <source>End the vote now?</source>
        <translation>Завершить голосование сейчас?</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) will be removed from the game for inactivity when the vote closes: %1.

End the vote now?</source>
        <translation>
            <numerusform>%n игрок выбудет из игры за неактивность, когда голосование закроется: %1.

Завершить голосование сейчас?</numerusform>
            <numerusform>%n игрока выбудут из игры за неактивность, когда голосование закроется: %1.

Завершить голосование сейчас?</numerusform>
            <numerusform>%n игроков выбудут из игры за неактивность, когда голосование закроется: %1.

Завершить голосование сейчас?</numerusform>
        </translation>
    </message>
    <message>
        <source>The phase did not change</source>
        <translation>Фаза не сменилась</translation>
    </message>
    <message>
        <source>Remove a player</source>
        <translation>Исключить игрока</translation>
    </message>
    <message>
        <source>Remove %1 from the game? He leaves the game as if removed for inactivity.</source>
        <translation>Исключить игрока %1 из игры? Он выбывает так же, как при исключении за неактивность.</translation>
    </message>
    <message>
        <source>The player was not removed</source>
        <translation>Игрок не исключён</translation>
    </message>
    <message>
        <source>No projector</source>
        <translation>Нет проектора</translation>
    </message>
    <message>
        <source>The projector window is not available in this version.</source>
        <translation>Окно проектора недоступно в этой версии.</translation>
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
        <translation>Веб-страница (*.html)</translation>
    </message>
    <message>
        <source>Export the story</source>
        <translation>Экспорт хроники</translation>
    </message>
    <message>
        <source>The story was not saved</source>
        <translation>Хроника не сохранена</translation>
    </message>
    <message>
        <source>The story was saved to %1</source>
        <translation>Хроника сохранена в %1</translation>
    </message>
    <message>
        <source>The next game did not start</source>
        <translation>Следующая игра не началась</translation>
    </message>
    <message>
        <source>phones: %1</source>
        <translation>с телефона: %1</translation>
    </message>
    <message>
        <source>key code: %1</source>
        <translation>код ключа: %1</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Как играть</translation>
    </message>
    <message>
        <source>The note goes out with the table when you open it.</source>
        <translation>Заметка будет опубликована, когда вы откроете стол.</translation>
    </message>
    <message>
        <source>Questions (%1)</source>
        <translation>Вопросы (%1)</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>Вопросы</translation>
    </message>
    <message>
        <source>You play at this table as %1.</source>
        <translation>Вы играете за этим столом под ником %1.</translation>
    </message>
    <message>
        <source>Play at this table too, as:</source>
        <translation>Играть за этим столом и самому, под ником:</translation>
    </message>
    <message>
        <source>You play like everybody else; the god view stays closed to you.</source>
        <translation>Вы играете наравне со всеми; взгляд ведущего для вас закрыт.</translation>
    </message>
    <message>
        <source>Without a seat you moderate, and the console shows you every role during the game.</source>
        <translation>Без места за столом вы только ведёте игру, и консоль показывает вам все роли.</translation>
    </message>
    <message>
        <source>Not yet approved: %1. Starting turns them away.</source>
        <translation>Без одобрения: %1. Если начать игру сейчас, заявки без одобрения будут отклонены.</translation>
    </message>
    <message>
        <source>Reserves: %1. Only a classic table has reserves: move them to the table, or starting turns them away.</source>
        <translation>Запасные: %1. Запасные бывают только за классическим столом: пересадите за стол, иначе при начале игры запасные останутся без места.</translation>
    </message>
    <message>
        <source>The game cannot be saved; the table is halted: %1</source>
        <translation>Игру не удаётся сохранить, стол остановлен: %1</translation>
    </message>
    <message>
        <source>Resume the clock</source>
        <translation>Запустить часы</translation>
    </message>
    <message>
        <source>Pause the clock</source>
        <translation>Остановить часы</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Игра окончена.</translation>
    </message>
    <message>
        <source>Manual pace: the clock moves only when you end a phase.</source>
        <translation>Ручной режим: время идёт, только когда вы завершаете фазу.</translation>
    </message>
    <message>
        <source>The clock is paused; nobody's time runs out.</source>
        <translation>Часы на паузе: ни у кого время не истекает.</translation>
    </message>
    <message>
        <source>Timed pace: phases end by themselves; you may end one early.</source>
        <translation>Режим по таймеру: фазы заканчиваются сами; любую можно завершить досрочно.</translation>
    </message>
    <message>
        <source>The table is not open yet.</source>
        <translation>Стол ещё не открыт.</translation>
    </message>
    <message>
        <source>Listening on %1:%2</source>
        <translation>Адрес стола: %1:%2</translation>
    </message>
    <message numerus="yes">
        <source>%n connected</source>
        <translation>
            <numerusform>%n на связи</numerusform>
            <numerusform>%n на связи</numerusform>
            <numerusform>%n на связи</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n away</source>
        <translation>
            <numerusform>%n не на связи</numerusform>
            <numerusform>%n не на связи</numerusform>
            <numerusform>%n не на связи</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n watching</source>
        <translation>
            <numerusform>%n зритель</numerusform>
            <numerusform>%n зрителя</numerusform>
            <numerusform>%n зрителей</numerusform>
        </translation>
    </message>
    <message>
        <source>Announced on the LAN</source>
        <translation>Виден в локальной сети</translation>
    </message>
    <message>
        <source>Not announced on the LAN: %1</source>
        <translation>Не виден в локальной сети: %1</translation>
    </message>
    <message>
        <source>Not announced on the LAN</source>
        <translation>Не виден в локальной сети</translation>
    </message>
    <message>
        <source>Roles</source>
        <translation>Роли</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>survived</source>
        <translation>в живых</translation>
    </message>
    <message>
        <source>no chat line</source>
        <translation>ни строчки в чате</translation>
    </message>
    <message>
        <source>no vote</source>
        <translation>нет голоса</translation>
    </message>
    <message>
        <source>Removed for inactivity if the vote closed now: %1</source>
        <translation>Выбудут за неактивность, если закрыть голосование сейчас: %1</translation>
    </message>
    <message>
        <source>survived</source>
        <comment>male</comment>
        <translation>выжил</translation>
    </message>
    <message>
        <source>survived</source>
        <comment>female</comment>
        <translation>выжила</translation>
    </message>
    <message>
        <source>Deaths</source>
        <translation>Смерти</translation>
    </message>
    <message>
        <source>Nobody died.</source>
        <translation>Никто не погиб.</translation>
    </message>
    <message>
        <source>The notebook’s path</source>
        <translation>Путь Тетради</translation>
    </message>
    <message>
        <source>%1 wrote %2 at %3</source>
        <translation>%1: вписано имя %2, %3</translation>
    </message>
    <message>
        <source>Host console — %1 — DN Mafia</source>
        <translation>Консоль ведущего — %1 — DN Mafia</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Игра</translation>
    </message>
    <message>
        <source>End this phase</source>
        <translation>Завершить фазу</translation>
    </message>
    <message>
        <source>Pause or resume the clock</source>
        <translation>Пауза / запуск часов</translation>
    </message>
    <message>
        <source>Open the projector</source>
        <translation>Открыть проектор</translation>
    </message>
    <message>
        <source>Close the console</source>
        <translation>Закрыть консоль</translation>
    </message>
    <message>
        <source>The table</source>
        <translation>Стол</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Название</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Пароль</translation>
    </message>
    <message>
        <source>none (anybody may join)</source>
        <translation>без пароля</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Места</translation>
    </message>
    <message>
        <source> players</source>
        <translation> игроков</translation>
    </message>
    <message>
        <source>From %1 to %2 players; reserves do not count.</source>
        <translation>От %1 до %2 игроков; запасные не в счёт.</translation>
    </message>
    <message>
        <source>Kira, L, Near and the mafia; the Death Note's rules.</source>
        <translation>Кира, L, Ниа и мафия; правила «Тетради смерти».</translation>
    </message>
    <message>
        <source>Classic forum mafia: the mafia against the town, optional roles and six scenarios.</source>
        <translation>Классическая форумная мафия: мафия против города, дополнительные роли и шесть сценариев.</translation>
    </message>
    <message>
        <source>Approve each player</source>
        <translation>Одобрять каждого игрока</translation>
    </message>
    <message>
        <source>A player who joins waits until you approve or refuse him in the lobby.</source>
        <translation>Пришедший игрок ждёт, пока вы не примете или не отклоните его в лобби.</translation>
    </message>
    <message>
        <source>Preset</source>
        <translation>Набор правил</translation>
    </message>
    <message>
        <source>the address %1 cannot be used (%2)</source>
        <translation>не удаётся открыть адрес %1 (%2)</translation>
    </message>
    <message>
        <source>Phones cannot join: the web page is not served — %1. Players with DN Mafia installed join as usual.</source>
        <translation>Телефоны не смогут подключиться: веб-страница не открыта — %1. Игроки с установленной DN Mafia подключаются как обычно.</translation>
    </message>
    <message>
        <source>Death Note</source>
        <translation>Тетрадь смерти</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Классика</translation>
    </message>
    <message>
        <source>Seats from phones (web page)</source>
        <translation>Места с телефонов (веб-страница)</translation>
    </message>
    <message>
        <source>Phones without the code: unsealed</source>
        <translation>Телефоны без кода: без защиты</translation>
    </message>
    <message>
        <source>A phone that scans the code seals its link: nobody else on the Wi-Fi can read it. One that typed the address has no key: with this on it plays unsealed (others on the Wi-Fi could read its role); off, it is told to scan the code.</source>
        <translation>Телефон, отсканировавший код, защищает свою связь: никто другой в Wi-Fi не может её прочитать. У набравшего адрес вручную ключа нет: если это включено, он играет без защиты (другие в Wi-Fi могли бы узнать его роль); если выключено, ему предлагают отсканировать код.</translation>
    </message>
    <message>
        <source>Off for this run: the console was started with --no-web.</source>
        <translation>Выключено на этот запуск: консоль запущена с --no-web.</translation>
    </message>
    <message>
        <source>The table also serves a web page: a player scans the code on the projector or here and plays his seat in his phone's browser, nothing to install. Counts when the table opens.</source>
        <translation>Стол открывает и веб-страницу: игрок наводит камеру телефона на код на проекторе или здесь и играет за своё место в браузере, ничего не устанавливая. Действует с открытия стола.</translation>
    </message>
    <message>
        <source>Pace</source>
        <translation>Темп</translation>
    </message>
    <message>
        <source>Manual: I end each phase</source>
        <translation>Вручную: фазы завершаю я</translation>
    </message>
    <message>
        <source>Timed: the clock runs by itself</source>
        <translation>По таймеру: время идёт само</translation>
    </message>
    <message>
        <source>min</source>
        <translation>мин</translation>
    </message>
    <message>
        <source>s</source>
        <translation>с</translation>
    </message>
    <message>
        <source>In timed pace the game clock runs through each phase in the real time set here; a vote or a night ends early when everybody is done.</source>
        <translation>В режиме по таймеру игровые часы проходят каждую фазу за заданное здесь реальное время; голосование или ночь заканчиваются досрочно, когда все сходили.</translation>
    </message>
    <message>
        <source>The day's schedule</source>
        <translation>Расписание игрового дня</translation>
    </message>
    <message>
        <source>A note for the players, e.g. We play tonight from 19:00 to 23:00</source>
        <translation>Заметка для игроков, например: Играем сегодня с 19:00 до 23:00</translation>
    </message>
    <message>
        <source>Publish</source>
        <translation>Опубликовать</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>Reset to defaults</source>
        <translation>Сбросить по умолчанию</translation>
    </message>
    <message>
        <source>The table's key code: %1</source>
        <translation>Код ключа стола: %1</translation>
    </message>
    <message>
        <source>Seated: %1 (seats: %2)</source>
        <translation>За столом: %1 (мест: %2)</translation>
    </message>
    <message>
        <source>Lobby</source>
        <translation>Лобби</translation>
    </message>
    <message>
        <source>Open the table when the set-up is ready: players on the LAN see it in their list and join. You can still change the set-up until the game starts.</source>
        <translation>Откройте стол, когда всё настроено: игроки в локальной сети увидят его в списке и смогут сесть. Настройки можно менять до начала игры.</translation>
    </message>
    <message>
        <source>Open the table</source>
        <translation>Открыть стол</translation>
    </message>
    <message>
        <source>Players who do not see the table in their list can type this address.</source>
        <translation>Если игроки не видят стол в списке, они могут ввести этот адрес.</translation>
    </message>
    <message>
        <source>Your own seat</source>
        <translation>Ваше место</translation>
    </message>
    <message>
        <source>your name</source>
        <translation>ваш ник</translation>
    </message>
    <message>
        <source>Take a seat</source>
        <translation>Сесть за стол</translation>
    </message>
    <message>
        <source>Leave the seat</source>
        <translation>Освободить место</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>Начать игру</translation>
    </message>
    <message>
        <source>Seated</source>
        <translation>За столом</translation>
    </message>
    <message>
        <source>Move the game clock to the end of this phase (Ctrl+N)</source>
        <translation>Перевести игровые часы на конец фазы (Ctrl+N)</translation>
    </message>
    <message>
        <source>Stop or restart the timed clock (Ctrl+P)</source>
        <translation>Остановить или снова запустить таймер (Ctrl+P)</translation>
    </message>
    <message>
        <source>The public board for a second screen (F5)</source>
        <translation>Общее табло для второго экрана (F5)</translation>
    </message>
    <message>
        <source>My player window</source>
        <translation>Моё окно игрока</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <source>Remove from the game</source>
        <translation>Исключить из игры</translation>
    </message>
    <message>
        <source>Export the story as</source>
        <translation>Формат хроники</translation>
    </message>
    <message>
        <source>BBCode (forum)</source>
        <translation>BBCode (форум)</translation>
    </message>
    <message>
        <source>Markdown</source>
        <translation>Markdown</translation>
    </message>
    <message>
        <source>Web page</source>
        <translation>Веб-страница</translation>
    </message>
    <message>
        <source>Export story…</source>
        <translation>Экспорт хроники…</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Сыграть ещё раз</translation>
    </message>
    <message>
        <source>Deal the next game to the same seats with the same rules: every player's window and phone follows into it</source>
        <translation>Раздать следующую игру тем же местам по тем же правилам: окна и телефоны всех игроков перейдут в неё сами</translation>
    </message>
    <message>
        <source>Nobody gets the same role twice in a row</source>
        <translation>Никому не давать ту же роль два раза подряд</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>События</translation>
    </message>
    <message>
        <source>The story</source>
        <translation>Хроника</translation>
    </message>
    <message>
        <source>God view</source>
        <translation>Взгляд ведущего</translation>
    </message>
    <message>
        <source>Close the console?</source>
        <translation>Закрыть консоль?</translation>
    </message>
    <message>
        <source>The game is running. It stays saved, and you can resume it from the launcher; until then the players cannot play.</source>
        <translation>Игра идёт. Она сохранена, и её можно продолжить из стартового окна; до тех пор игроки не смогут играть.</translation>
    </message>
</context>
<context>
    <name>HotSeatWindow</name>
    <message>
        <source>Hot-seat game</source>
        <translation>Игра за одним компьютером</translation>
    </message>
    <message>
        <source>Day %1</source>
        <translation>День %1</translation>
    </message>
    <message>
        <source>Night %1</source>
        <translation>Ночь %1</translation>
    </message>
    <message>
        <source>Runoff vote, day %1</source>
        <translation>Переголосование, день %1</translation>
    </message>
    <message>
        <source>Vote, day %1</source>
        <translation>Голосование, день %1</translation>
    </message>
    <message>
        <source>%1 · private turn %2 of %3</source>
        <translation>%1 · тайный ход %2 из %3</translation>
    </message>
    <message>
        <source>First every player takes the day's private turn.</source>
        <translation>Сначала каждый игрок делает личный ход дня.</translation>
    </message>
    <message>
        <source>%1 — %2.</source>
        <translation>%1 — %2.</translation>
    </message>
    <message>
        <source>%1: %2 refused — %3</source>
        <translation>%1: %2 — отказано: %3</translation>
    </message>
    <message>
        <source>Hot-seat — %1</source>
        <translation>Хот-сит — %1</translation>
    </message>
    <message>
        <source>Hot-seat</source>
        <translation>Хот-сит</translation>
    </message>
</context>
<context>
    <name>JoinPage</name>
    <message>
        <source>Join a table</source>
        <translation>Сесть за стол</translation>
    </message>
    <message>
        <source>Your character (optional)</source>
        <translation>Ваш персонаж (по желанию)</translation>
    </message>
    <message>
        <source>Profession</source>
        <translation>Профессия</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>Внешность</translation>
    </message>
    <message>
        <source>Character</source>
        <translation>Характер</translation>
    </message>
    <message>
        <source>e.g. a baker</source>
        <translation>например, пекарь</translation>
    </message>
    <message>
        <source>e.g. tall, red scarf</source>
        <translation>например, высокий, в шарфе</translation>
    </message>
    <message>
        <source>e.g. cheerful, suspicious</source>
        <translation>например, весёлый, хитрый</translation>
    </message>
    <message>
        <source>Gender:</source>
        <translation>Пол:</translation>
    </message>
    <message>
        <source>not stated</source>
        <translation>не указывать</translation>
    </message>
    <message>
        <source>he</source>
        <translation>он</translation>
    </message>
    <message>
        <source>she</source>
        <translation>она</translation>
    </message>
    <message>
        <source>The table's texts about your character agree with it (he died, she died); not stated: they are worded without gender</source>
        <translation>Тексты стола о вашем персонаже согласуются с полом («погиб», «погибла»); если не указывать — стол пишет без родовых окончаний</translation>
    </message>
    <message>
        <source>Register as a reserve</source>
        <translation>Записаться запасным</translation>
    </message>
    <message>
        <source>A reserve waits outside the game and takes the place of a player who is removed</source>
        <translation>Запасной ждёт вне игры и занимает место выбывшего игрока</translation>
    </message>
    <message>
        <source>The table sees your character in the lobby and the list of players.</source>
        <translation>Вашего персонажа видят все — в лобби и в списке игроков.</translation>
    </message>
    <message>
        <source>Tables hosted on this network appear here by themselves. Pick one and join it, or type the host's address if it does not show up.</source>
        <translation>Столы, открытые в этой сети, появляются здесь сами. Выберите стол и сядьте за него — или введите адрес ведущего, если стола нет в списке.</translation>
    </message>
    <message>
        <source>Tables on this network</source>
        <translation>Столы в этой сети</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Стол</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Места</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Адрес</translation>
    </message>
    <message>
        <source>Table password:</source>
        <translation>Пароль стола:</translation>
    </message>
    <message>
        <source>Watch</source>
        <translation>Смотреть</translation>
    </message>
    <message>
        <source>Follow the game on the public board, as a spectator</source>
        <translation>Следить за игрой по общему табло как зритель</translation>
    </message>
    <message>
        <source>Join by address</source>
        <translation>Вход по адресу</translation>
    </message>
    <message>
        <source>Address (host:port):</source>
        <translation>Адрес (хост:порт):</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Войти</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>This table has a password</source>
        <translation>У этого стола есть пароль</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Игра окончена</translation>
    </message>
    <message>
        <source>Game in progress</source>
        <translation>Идёт игра</translation>
    </message>
    <message>
        <source>Waiting for players</source>
        <translation>Набор игроков</translation>
    </message>
    <message>
        <source>Looking for tables on the network is not possible here (%1). Type the host's address below.</source>
        <translation>Поиск столов в сети здесь недоступен (%1). Введите адрес ведущего ниже.</translation>
    </message>
    <message>
        <source>Looking for tables on this network… A table appears here as soon as somebody hosts one.</source>
        <translation>Ищем столы в этой сети… Стол появится здесь, как только кто-нибудь его откроет.</translation>
    </message>
    <message>
        <source>Pick a table in the list.</source>
        <translation>Выберите стол в списке.</translation>
    </message>
    <message>
        <source>Type your name at the top to join.</source>
        <translation>Чтобы сесть за стол, введите свой ник вверху.</translation>
    </message>
    <message>
        <source>The game is over: you can watch how it ended.</source>
        <translation>Игра окончена: можно посмотреть, чем она закончилась.</translation>
    </message>
    <message>
        <source>The game has started: you can watch it.</source>
        <translation>Игра уже началась: можно смотреть как зритель.</translation>
    </message>
    <message>
        <source>The table is full: you can watch it.</source>
        <translation>Все места заняты: можно смотреть как зритель.</translation>
    </message>
    <message>
        <source>The table is full: register as a reserve, or watch it.</source>
        <translation>Мест нет: запишитесь запасным или смотрите игру.</translation>
    </message>
    <message>
        <source>This table's rules have no reserve players</source>
        <translation>По правилам этого стола запасных игроков нет</translation>
    </message>
    <message>
        <source>Return to my seat</source>
        <translation>Вернуться на своё место</translation>
    </message>
    <message>
        <source>Join as a reserve</source>
        <translation>Записаться запасным</translation>
    </message>
    <message>
        <source>Join the table</source>
        <translation>Сесть за стол</translation>
    </message>
    <message>
        <source>Type the address as host:port, for example 192.168.1.20:47470.</source>
        <translation>Введите адрес в виде хост:порт, например 192.168.1.20:47470.</translation>
    </message>
    <message>
        <source>Spectator</source>
        <translation>Зритель</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>Подключение к %1…</translation>
    </message>
    <message>
        <source>Connecting to %1… the table's key code is %2.</source>
        <translation>Подключение к %1… код ключа стола: %2.</translation>
    </message>
    <message>
        <source>Joined %1. Its key code is %2: the host's screen shows the same code.</source>
        <translation>Вы за столом %1. Код его ключа: %2 — на экране ведущего должен быть тот же код.</translation>
    </message>
    <message>
        <source>The table at %1 did not answer. Try again, or ask the host.</source>
        <translation>Стол по адресу %1 не ответил. Попробуйте ещё раз или спросите ведущего.</translation>
    </message>
    <message>
        <source>Cannot reach the table at %1. Is it still hosted, and is the address right?</source>
        <translation>Не удаётся связаться со столом по адресу %1. Стол ещё открыт? Адрес верный?</translation>
    </message>
    <message>
        <source>Connected to %1 as %2.</source>
        <translation>Подключено к %1 под ником %2.</translation>
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
        <translation>Мафия «Тетрадь смерти» за одним столом</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Ваш &amp;ник:</translation>
    </message>
    <message>
        <source>how the others call you</source>
        <translation>ваш ник за столом</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Язык:</translation>
    </message>
    <message>
        <source>How to play (F1)</source>
        <translation>Как играть (F1)</translation>
    </message>
    <message>
        <source>Sounds</source>
        <translation>Звуки</translation>
    </message>
    <message>
        <source>A sound when a phase changes or something private happens</source>
        <translation>Звук при смене фазы или при личном событии</translation>
    </message>
    <message>
        <source>Host a table</source>
        <translation>Открыть стол</translation>
    </message>
    <message>
        <source>Set up a game for friends on this network (Ctrl+H)</source>
        <translation>Устроить игру для друзей в этой сети (Ctrl+H)</translation>
    </message>
    <message>
        <source>Join a table</source>
        <translation>Сесть за стол</translation>
    </message>
    <message>
        <source>Sit at a table hosted on this network (Ctrl+J)</source>
        <translation>Сесть за стол, открытый в этой сети (Ctrl+J)</translation>
    </message>
    <message>
        <source>Hot-seat on this computer</source>
        <translation>Хот-сит на этом компьютере</translation>
    </message>
    <message>
        <source>One laptop passed from player to player (Ctrl+T)</source>
        <translation>Один ноутбук передаётся от игрока к игроку (Ctrl+T)</translation>
    </message>
    <message>
        <source>Saved games</source>
        <translation>Сохранённые игры</translation>
    </message>
    <message>
        <source>Resume, replay or export a game (Ctrl+R)</source>
        <translation>Продолжить, просмотреть или экспортировать игру (Ctrl+R)</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Группа</translation>
    </message>
    <message>
        <source>Players, roles and ratings of the games played (Ctrl+G)</source>
        <translation>Игроки, роли и рейтинги сыгранных партий (Ctrl+G)</translation>
    </message>
    <message>
        <source>Rules sandbox</source>
        <translation>Песочница правил</translation>
    </message>
    <message>
        <source>Run a scenario file and see what the rules do (Ctrl+E)</source>
        <translation>Запустить файл сценария и посмотреть, как работают правила (Ctrl+E)</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>Версия %1</translation>
    </message>
    <message>
        <source>Not available</source>
        <translation>Недоступно</translation>
    </message>
    <message>
        <source>This part of the app is not available in this version.</source>
        <translation>Эта часть приложения недоступна в этой версии.</translation>
    </message>
</context>
<context>
    <name>LobbyPanel</name>
    <message>
        <source>R%1</source>
        <translation>Р%1</translation>
    </message>
    <message numerus="yes">
        <source>%n reserve(s)</source>
        <translation>
            <numerusform>%n запасной</numerusform>
            <numerusform>%n запасных</numerusform>
            <numerusform>%n запасных</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n waiting for approval</source>
        <translation>
            <numerusform>%n ждёт одобрения</numerusform>
            <numerusform>%n ждут одобрения</numerusform>
            <numerusform>%n ждут одобрения</numerusform>
        </translation>
    </message>
    <message>
        <source>you</source>
        <translation>вы</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>на связи</translation>
    </message>
    <message>
        <source>away</source>
        <translation>не на связи</translation>
    </message>
    <message>
        <source>bot</source>
        <translation>бот</translation>
    </message>
    <message>
        <source>waits for approval as a reserve</source>
        <translation>ждёт одобрения как запасной</translation>
    </message>
    <message>
        <source>Approve all (%1)</source>
        <translation>Одобрить всех (%1)</translation>
    </message>
    <message>
        <source>To the reserves</source>
        <translation>В запас</translation>
    </message>
    <message>
        <source>To the table</source>
        <translation>За стол</translation>
    </message>
    <message>
        <source>Still waiting: %1. %2</source>
        <translation>Ещё ждут: %1. %2</translation>
    </message>
    <message>
        <source>Every seat is taken: add seats, or make him a reserve.</source>
        <translation>Все места заняты: добавьте места или сделайте его запасным.</translation>
    </message>
    <message>
        <source>Every seat is taken: add seats.</source>
        <translation>Все места заняты: добавьте места.</translation>
    </message>
    <message>
        <source>The reserve list is full.</source>
        <translation>Список запасных заполнен.</translation>
    </message>
    <message>
        <source>This table takes no reserves.</source>
        <translation>Этот стол не принимает запасных.</translation>
    </message>
    <message>
        <source>He does not wait for approval.</source>
        <translation>Он не ждёт одобрения.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Character</source>
        <translation>Персонаж</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Статус</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>Выше</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Ниже</translation>
    </message>
    <message>
        <source>Kick</source>
        <translation>Выгнать</translation>
    </message>
    <message>
        <source>Add a bot</source>
        <translation>+ бот</translation>
    </message>
    <message>
        <source>Approve</source>
        <translation>Принять</translation>
    </message>
    <message>
        <source>Let him in: to a seat, or to the reserves if he asked to be a reserve</source>
        <translation>Принять: за стол или в запасные, если он записался запасным</translation>
    </message>
    <message>
        <source>Let in everybody who waits, in the order they registered, as far as there is room</source>
        <translation>Впустить всех, кто ждёт, в порядке регистрации, пока есть места</translation>
    </message>
    <message>
        <source>Refuse</source>
        <translation>Отклонить</translation>
    </message>
    <message>
        <source>Turn him away: he is told, and nothing else changes</source>
        <translation>Отказать: ему сообщат, больше ничего не изменится</translation>
    </message>
    <message>
        <source>A reserve waits outside the game and takes a removed player's place</source>
        <translation>Запасной ждёт вне игры и занимает место выбывшего игрока</translation>
    </message>
</context>
<context>
    <name>Narration</name>
    <message>
        <source>%1 and %2</source>
        <translation>%1 и %2</translation>
    </message>
    <message>
        <source>The game begins: %1 at the table.</source>
        <translation>Игра начинается. За столом %1.</translation>
    </message>
    <message>
        <source>Day {day} begins.</source>
        <translation>Наступает {nth} день.</translation>
    </message>
    <message>
        <source>Voting opens at %1.</source>
        <translation>Голосование откроется в %1.</translation>
    </message>
    <message>
        <source>The candidates: %1.</source>
        <translation>Кандидаты: %1.</translation>
    </message>
    <message>
        <source>Nobody was nominated.</source>
        <translation>Никого не выдвинули.</translation>
    </message>
    <message>
        <source>It closes at %1.</source>
        <translation>Оно закроется в %1.</translation>
    </message>
    <message>
        <source>The discussion is over.</source>
        <translation>Обсуждение окончено.</translation>
    </message>
    <message>
        <source>Voting is open.</source>
        <translation>Голосование открыто.</translation>
    </message>
    <message>
        <source>A tie. A runoff vote between: %1.</source>
        <translation>Ничья. Переголосование, кандидаты: %1.</translation>
    </message>
    <message>
        <source>{name} is executed.</source>
        <translation>Город казнит игрока по имени {name}.</translation>
    </message>
    <message>
        <source>{name} is executed.</source>
        <comment>male</comment>
        <translation>Решением города казнён {name}.</translation>
    </message>
    <message>
        <source>{name} is executed.</source>
        <comment>female</comment>
        <translation>Решением города казнена {name}.</translation>
    </message>
    <message>
        <source>{name}'s role: {role}.</source>
        <translation>{name}: роль — {role}.</translation>
    </message>
    <message>
        <source>Nobody is executed.</source>
        <translation>Сегодня никого не казнили.</translation>
    </message>
    <message>
        <source>Morning comes at %1.</source>
        <translation>Утро наступит в %1.</translation>
    </message>
    <message>
        <source>Night falls. The town falls asleep.</source>
        <translation>Наступает ночь. Город засыпает.</translation>
    </message>
    <message>
        <source>Circumstances: %1.</source>
        <translation>Обстоятельства: %1.</translation>
    </message>
    <message>
        <source>{name} leaves the game.</source>
        <translation>{name} выбывает из игры.</translation>
    </message>
    <message>
        <source>The game ends in a draw.</source>
        <translation>Игра заканчивается вничью.</translation>
    </message>
    <message>
        <source>By day the town votes to execute a suspect, by night the mafia kills; the town wins when no mafioso is left, the mafia when it is no fewer than the rest.</source>
        <translation>Днём город голосованием казнит подозреваемого, ночью убивает мафия; город побеждает, когда не останется ни одного мафиози, мафия — когда её станет не меньше, чем остальных.</translation>
    </message>
    <message>
        <source>The town hunts Kira and the mafia by talk and by vote; Kira wins as the last one alive, the mafia once Kira is dead and it is no fewer than the rest.</source>
        <translation>Город ищет Киру и мафию в разговорах и на голосовании; Кира побеждает, оставшись последним в живых, мафия — когда Кира мёртв, а её не меньше, чем остальных.</translation>
    </message>
    <message>
        <source>{name} has died.</source>
        <translation>Не стало игрока по имени {name}.</translation>
    </message>
    <message>
        <source>{name} has died.</source>
        <comment>male</comment>
        <translation>Погиб {name}.</translation>
    </message>
    <message>
        <source>{name} has died.</source>
        <comment>female</comment>
        <translation>Погибла {name}.</translation>
    </message>
    <message>
        <source>Morning. The town wakes up.</source>
        <translation>Наступает утро. Город просыпается.</translation>
    </message>
    <message>
        <source>Nobody died tonight.</source>
        <translation>Этой ночью никто не погиб.</translation>
    </message>
    <message>
        <source>Tonight {name} died.</source>
        <translation>Этой ночью не стало игрока по имени {name}.</translation>
    </message>
    <message>
        <source>Tonight {name} died.</source>
        <comment>male</comment>
        <translation>Этой ночью погиб {name}.</translation>
    </message>
    <message>
        <source>Tonight {name} died.</source>
        <comment>female</comment>
        <translation>Этой ночью погибла {name}.</translation>
    </message>
    <message>
        <source>Tonight these died: %1.</source>
        <translation>Этой ночью погибли: %1.</translation>
    </message>
    <message>
        <source>{name}: {circumstances}.</source>
        <translation>{name}: {circumstances}.</translation>
    </message>
    <message>
        <source>Voting is closed.</source>
        <translation>Голосование закрыто.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>The count: %1.</source>
        <translation>Итоги: %1.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Игра окончена.</translation>
    </message>
    <message>
        <source>The winners: %1.</source>
        <translation>Победители: %1.</translation>
    </message>
    <message>
        <source>Pass the laptop: %1.</source>
        <translation>Передайте ноутбук: %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n игрок</numerusform>
            <numerusform>%n игрока</numerusform>
            <numerusform>%n игроков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n vote(s)</source>
        <translation>
            <numerusform>%n голос</numerusform>
            <numerusform>%n голоса</numerusform>
            <numerusform>%n голосов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) abstained.</source>
        <translation>
            <numerusform>%n игрок воздержался.</numerusform>
            <numerusform>%n игрока воздержались.</numerusform>
            <numerusform>%n игроков воздержались.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n attempt(s) failed tonight.</source>
        <translation>
            <numerusform>%n покушение этой ночью не удалось.</numerusform>
            <numerusform>%n покушения этой ночью не удались.</numerusform>
            <numerusform>%n покушений этой ночью не удалось.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s) left.</source>
        <translation>
            <numerusform>Осталась %n минута.</numerusform>
            <numerusform>Осталось %n минуты.</numerusform>
            <numerusform>Осталось %n минут.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n second(s) left.</source>
        <translation>
            <numerusform>Осталась %n секунда.</numerusform>
            <numerusform>Осталось %n секунды.</numerusform>
            <numerusform>Осталось %n секунд.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game day(s) in a row without a death or a name written.</source>
        <translation>
            <numerusform>%n игровой день подряд без смертей и записанных имён.</numerusform>
            <numerusform>%n игровых дня подряд без смертей и записанных имён.</numerusform>
            <numerusform>%n игровых дней подряд без смертей и записанных имён.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game day(s) in a row without a death.</source>
        <translation>
            <numerusform>%n игровой день подряд без смертей.</numerusform>
            <numerusform>%n игровых дня подряд без смертей.</numerusform>
            <numerusform>%n игровых дней подряд без смертей.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NarratorMenu</name>
    <message>
        <source>Narrator</source>
        <translation>Ведущий</translation>
    </message>
    <message>
        <source>Repeat the last line (R)</source>
        <translation>Повторить последнюю фразу (R)</translation>
    </message>
    <message>
        <source>Skip this line (S)</source>
        <translation>Пропустить фразу (S)</translation>
    </message>
    <message>
        <source>Mute (M)</source>
        <translation>Без звука (M)</translation>
    </message>
    <message>
        <source>Captions</source>
        <translation>Субтитры</translation>
    </message>
    <message>
        <source>Voice</source>
        <translation>Голос</translation>
    </message>
    <message>
        <source>Rate</source>
        <translation>Темп</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Медленно</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Обычно</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Быстро</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Громкость</translation>
    </message>
</context>
<context>
    <name>NotebookPanel</name>
    <message>
        <source>Write a name</source>
        <translation>Вписать имя</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Имя:</translation>
    </message>
    <message>
        <source>Light corpse (his role is shown)</source>
        <translation>Светлый труп (роль раскроется)</translation>
    </message>
    <message>
        <source>Write</source>
        <translation>Вписать</translation>
    </message>
    <message>
        <source>Eyes…</source>
        <translation>Глаза…</translation>
    </message>
    <message>
        <source>Lend the notebook</source>
        <translation>Одолжить Тетрадь</translation>
    </message>
    <message>
        <source>Death time:</source>
        <translation>Время смерти:</translation>
    </message>
    <message>
        <source>Circumstances:</source>
        <translation>Обстоятельства:</translation>
    </message>
    <message>
        <source>optional, e.g. a heart attack</source>
        <translation>необязательно, например «сердечный приступ»</translation>
    </message>
    <message>
        <source>To:</source>
        <translation>Кому:</translation>
    </message>
    <message>
        <source>Until:</source>
        <translation>До:</translation>
    </message>
    <message>
        <source>Start later:</source>
        <translation>Начать позже:</translation>
    </message>
    <message>
        <source>Lend…</source>
        <translation>Одолжить…</translation>
    </message>
    <message>
        <source>Give away…</source>
        <translation>Отдать…</translation>
    </message>
    <message>
        <source>Destroy…</source>
        <translation>Уничтожить…</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <source>Written</source>
        <translation>Вписано</translation>
    </message>
    <message>
        <source>Death</source>
        <translation>Смерть</translation>
    </message>
    <message>
        <source>Circumstances</source>
        <translation>Обстоятельства</translation>
    </message>
    <message>
        <source>You own the notebook.</source>
        <translation>Тетрадь ваша.</translation>
    </message>
    <message>
        <source>You hold a borrowed notebook.</source>
        <translation>Тетрадь у вас на время.</translation>
    </message>
    <message>
        <source>You are not told whose it is nor until when: it may go back at any moment.</source>
        <translation>Чья она и до какого времени — вам не сообщают: она может вернуться к владельцу в любой момент.</translation>
    </message>
    <message>
        <source>You have the eyes: you may write anybody at any time.</source>
        <translation>У вас есть глаза: можно вписать кого угодно в любое время.</translation>
    </message>
    <message>
        <source>No eyes: only nominees, in the write window.</source>
        <translation>Без глаз: только выдвинутых на казнь и только в окно записи.</translation>
    </message>
    <message>
        <source>Names written today: %1 of 1.</source>
        <translation>Вписано имён сегодня: %1 из 1.</translation>
    </message>
    <message>
        <source>Lent to %1 from %2 until %3.</source>
        <translation>Одолжена игроку %1 с %2 до %3.</translation>
    </message>
    <message>
        <source>at once</source>
        <translation>сразу</translation>
    </message>
    <message>
        <source>%1 dies at %2.</source>
        <translation>Смерть: %1, %2.</translation>
    </message>
    <message>
        <source>%1 dies at once.</source>
        <translation>Смерть: %1, сразу.</translation>
    </message>
    <message>
        <source>%1 dies tonight; the morning's newspaper tells it.</source>
        <translation>Смерть: %1, этой ночью; утренняя газета напишет об этом.</translation>
    </message>
    <message>
        <source>Write %1 in the Death Note?</source>
        <translation>Вписать в Тетрадь смерти имя: %1?</translation>
    </message>
    <message>
        <source>A written name cannot be crossed out.</source>
        <translation>Вписанное имя не вычеркнуть.</translation>
    </message>
    <message>
        <source>Take the eyes</source>
        <translation>Взять глаза</translation>
    </message>
    <message>
        <source>Taking the shinigami eyes cannot be undone. You may then write anybody at any time — and from then on, whenever you hold the notebook, L's check sees you as Kira and the mafia's search finds the notebook on you. If you own the notebook, you play for Kira's side alone from then on. Take the eyes?</source>
        <translation>Глаза синигами — навсегда. Вы сможете вписывать кого угодно в любое время, но с этого момента, пока Тетрадь у вас, проверка L покажет «Кира», а обыск мафии найдёт у вас Тетрадь. Если Тетрадь ваша, вы с этого момента играете только на стороне Киры. Взять глаза?</translation>
    </message>
    <message>
        <source>from %1 until %2</source>
        <translation>с момента «%1» до момента «%2»</translation>
    </message>
    <message>
        <source>from now until %2</source>
        <translation>с этой минуты до момента «%2»</translation>
    </message>
    <message>
        <source>Lend the notebook to %1 %2? Until it comes back you cannot write, and you cannot take it back sooner. %1 is told only that a notebook was handed over for a while — not by whom, nor until when.</source>
        <translation>Одолжить Тетрадь игроку %1 %2? Пока она не вернётся, вписывать имена вы не сможете и забрать её раньше нельзя. Игроку %1 сообщат только, что Тетрадь передана на время, — не от кого и не до какого времени.</translation>
    </message>
    <message>
        <source>Give the notebook away</source>
        <translation>Отдать Тетрадь</translation>
    </message>
    <message>
        <source>The notebook leaves your hands for good and goes to a random living player. Give it away?</source>
        <translation>Тетрадь навсегда уйдёт из ваших рук к случайному живому игроку. Отдать её?</translation>
    </message>
    <message>
        <source>Destroy the notebook</source>
        <translation>Уничтожить Тетрадь</translation>
    </message>
    <message>
        <source>The notebook will be destroyed for good. Destroy it?</source>
        <translation>Тетрадь будет уничтожена навсегда. Уничтожить её?</translation>
    </message>
</context>
<context>
    <name>PlayerPanel</name>
    <message>
        <source>Your role</source>
        <translation>Ваша роль</translation>
    </message>
    <message>
        <source>Your results</source>
        <translation>Ваши результаты</translation>
    </message>
    <message>
        <source>What you can do now</source>
        <translation>Что можно сделать сейчас</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <source>Say something to everybody… (Ctrl+L)</source>
        <translation>Написать всем… (Ctrl+L)</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Отправить</translation>
    </message>
    <message>
        <source>Only the mafia reads this…</source>
        <translation>Это прочитает только мафия…</translation>
    </message>
    <message>
        <source>A question to the host…</source>
        <translation>Вопрос ведущему…</translation>
    </message>
    <message>
        <source>A question to the host (only the host sees who asks)…</source>
        <translation>Вопрос ведущему (кто спрашивает, видит только ведущий)…</translation>
    </message>
    <message>
        <source>Only the host sees who asks.</source>
        <translation>Кто задал вопрос, видит только ведущий.</translation>
    </message>
    <message>
        <source>Ask the host</source>
        <translation>Спросить ведущего</translation>
    </message>
    <message>
        <source>Nothing to do right now.</source>
        <translation>Сейчас делать нечего.</translation>
    </message>
    <message>
        <source>Your role is hidden.
Click here or press %1 to show it.</source>
        <translation>Ваша роль скрыта.
Нажмите сюда или %1, чтобы открыть её.</translation>
    </message>
    <message>
        <source>Chat</source>
        <translation>Чат</translation>
    </message>
    <message>
        <source>Mafia</source>
        <translation>Мафия</translation>
    </message>
    <message>
        <source>Private</source>
        <translation>Личное</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Ведущий</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>The end</source>
        <translation>Итоги</translation>
    </message>
    <message>
        <source>Graveyard</source>
        <translation>Кладбище</translation>
    </message>
    <message>
        <source>Notebook</source>
        <translation>Тетрадь</translation>
    </message>
    <message>
        <source>Accepted — %1.</source>
        <translation>Принято — %1.</translation>
    </message>
    <message>
        <source>%1 — sending…</source>
        <translation>%1 — отправляется…</translation>
    </message>
    <message>
        <source>%1 — waiting for the link</source>
        <translation>%1 — ждёт связи</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>Your family: %1. Don: %2.</source>
        <translation>Ваша семья: %1. Дон: %2.</translation>
    </message>
    <message>
        <source>Killer: %1.</source>
        <translation>Киллер: %1.</translation>
    </message>
    <message>
        <source>Your mafia: %1. Boss: %2.</source>
        <translation>Состав мафии: %1. Босс: %2.</translation>
    </message>
    <message>
        <source>No boss tonight: no shot; any of you may search.</source>
        <translation>Этой ночью босса нет: выстрела не будет, поиск Тетради может сделать любой из вас.</translation>
    </message>
    <message>
        <source>Not dealt yet</source>
        <translation>Роли ещё не розданы</translation>
    </message>
    <message>
        <source>Spectator</source>
        <translation>Зритель</translation>
    </message>
    <message>
        <source>Roles are dealt when the host starts the game.</source>
        <translation>Роли раздаются, когда ведущий начинает игру.</translation>
    </message>
    <message>
        <source>You play for: %1</source>
        <translation>Ваша команда: %1</translation>
    </message>
    <message>
        <source>You now play for Kira's side alone.</source>
        <translation>Теперь вы играете только за себя — на стороне Киры.</translation>
    </message>
    <message>
        <source>That you are the boss stays the mafia's secret: no check and no reveal at your death tells it — the reveal names you a Mafioso.</source>
        <translation>То, что вы босс, — тайна мафии: ни проверка, ни раскрытие роли после смерти этого не выдадут — при раскрытии вы будете названы мафиози.</translation>
    </message>
    <message>
        <source>You nominate %1.</source>
        <translation>Вы выдвинули на казнь: %1.</translation>
    </message>
    <message>
        <source>Your vote: %1.</source>
        <translation>Ваш голос: %1.</translation>
    </message>
    <message>
        <source>You abstain.</source>
        <translation>Вы воздержались.</translation>
    </message>
    <message numerus="yes">
        <source>Vote changes left: %n</source>
        <translation>
            <numerusform>Осталось смен голоса: %n</numerusform>
            <numerusform>Осталось смен голоса: %n</numerusform>
            <numerusform>Осталось смен голоса: %n</numerusform>
        </translation>
    </message>
    <message>
        <source>You are dead: you no longer act in the game, but you may read it, and talk in the graveyard.</source>
        <translation>Вы погибли: в игре вы больше не ходите, но можете следить за ней и говорить на кладбище.</translation>
    </message>
    <message>
        <source>You wear a bulletproof vest.</source>
        <translation>На вас бронежилет.</translation>
    </message>
    <message>
        <source>You are knocked out until nightfall: no night action, no vote.</source>
        <translation>Вы оглушены до наступления ночи: ни ночного действия, ни голоса.</translation>
    </message>
    <message>
        <source>%1 offers you to join the mafia.</source>
        <translation>%1 предлагает вам вступить в мафию.</translation>
    </message>
    <message>
        <source>Shots left: %1</source>
        <translation>Осталось выстрелов: %1</translation>
    </message>
    <message>
        <source>You have conceded.</source>
        <translation>Вы признали поражение.</translation>
    </message>
    <message>
        <source>Waiting for the host's approval</source>
        <translation>Ждём одобрения ведущего</translation>
    </message>
    <message>
        <source>The host approves or refuses each player of this table. You may read the rules of the table meanwhile.</source>
        <translation>За этим столом ведущий принимает или отклоняет каждого игрока. Пока можно прочитать правила стола.</translation>
    </message>
    <message>
        <source>You are a reserve</source>
        <translation>Вы запасной</translation>
    </message>
    <message>
        <source>You wait outside the game: when a player is removed, the first reserve takes his place. Until then you watch the game as a spectator.</source>
        <translation>Вы ждёте вне игры: когда игрок выбывает, его место занимает первый запасной. До тех пор вы смотрите игру как зритель.</translation>
    </message>
    <message>
        <source>You watch the game as a spectator until you take a removed player's place; then your role comes here.</source>
        <translation>Вы смотрите игру как зритель, пока не займёте место выбывшего игрока; тогда здесь появится ваша роль.</translation>
    </message>
    <message>
        <source>%1 — check of %2: %3</source>
        <translation>%1 — проверка игрока %2: %3</translation>
    </message>
    <message>
        <source>%1 — notebook search on %2: %3</source>
        <translation>%1 — поиск Тетради у игрока %2: %3</translation>
    </message>
    <message>
        <source>The day's schedule</source>
        <translation>Расписание игрового дня</translation>
    </message>
    <message>
        <source>%1: %2–%3</source>
        <translation>%1: %2–%3</translation>
    </message>
    <message numerus="yes">
        <source>%n real minute(s)</source>
        <translation>
            <numerusform>%n реальная минута</numerusform>
            <numerusform>%n реальные минуты</numerusform>
            <numerusform>%n реальных минут</numerusform>
        </translation>
    </message>
    <message>
        <source>Tonight's order: shoot %1. Given by %2.</source>
        <translation>Приказ на эту ночь — выстрел: %1. Автор приказа: %2.</translation>
    </message>
    <message>
        <source>Tonight's order: search %1. Given by %2.</source>
        <translation>Приказ на эту ночь — обыск: %1. Автор приказа: %2.</translation>
    </message>
    <message>
        <source>Notebook write window (without the eyes): %1–%2</source>
        <translation>Окно записи в Тетрадь (без глаз): %1–%2</translation>
    </message>
    <message>
        <source>From the host</source>
        <translation>От ведущего</translation>
    </message>
    <message>
        <source>Q: %1</source>
        <translation>Вопрос: %1</translation>
    </message>
    <message>
        <source>A: %1</source>
        <translation>Ответ: %1</translation>
    </message>
    <message>
        <source>Your questions</source>
        <translation>Ваши вопросы</translation>
    </message>
    <message>
        <source>answered publicly</source>
        <translation>ответ опубликован</translation>
    </message>
    <message>
        <source>waiting for the host…</source>
        <translation>ждём ответа ведущего…</translation>
    </message>
    <message numerus="yes">
        <source>The text is too long (at most %n bytes).</source>
        <translation>
            <numerusform>Слишком длинный текст (не больше %n байта).</numerusform>
            <numerusform>Слишком длинный текст (не больше %n байт).</numerusform>
            <numerusform>Слишком длинный текст (не больше %n байт).</numerusform>
        </translation>
    </message>
    <message>
        <source>Your question was sent to the host.</source>
        <translation>Ваш вопрос отправлен ведущему.</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Вопрос</translation>
    </message>
    <message>
        <source>%1 refused: %2</source>
        <translation>%1 — отказано: %2</translation>
    </message>
    <message>
        <source>Nobody won</source>
        <translation>Никто не победил</translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>Вы победили!</translation>
    </message>
    <message>
        <source>You lost</source>
        <translation>Вы проиграли</translation>
    </message>
    <message>
        <source>Your numbers in the group's record</source>
        <translation>Ваши цифры в статистике группы</translation>
    </message>
    <message>
        <source>Games: %1 · Wins: %2 (%3)</source>
        <translation>Игр: %1 · Побед: %2 (%3)</translation>
    </message>
    <message>
        <source>Rating: %1 → %2</source>
        <translation>Рейтинг: %1 → %2</translation>
    </message>
    <message>
        <source>Winners: %1</source>
        <translation>Победители: %1</translation>
    </message>
    <message>
        <source>You have not voted today. Vote before %1, or you will be removed from the game for inactivity.</source>
        <translation>Сегодня вы ещё не голосовали. Проголосуйте до %1, иначе выбудете из игры за неактивность.</translation>
    </message>
    <message>
        <source>You have not written in the game chat today. Write a line before %1, or you will be removed from the game for inactivity.</source>
        <translation>Сегодня вы ещё ничего не написали в игровой чат. Напишите хотя бы строчку до %1, иначе выбудете из игры за неактивность.</translation>
    </message>
    <message>
        <source>Today you have neither written in the game chat nor voted. Do both before %1, or you will be removed from the game for inactivity.</source>
        <translation>Сегодня вы ещё не написали в игровой чат и не проголосовали. Сделайте и то и другое до %1, иначе выбудете из игры за неактивность.</translation>
    </message>
    <message>
        <source>You will not be removed for inactivity today.</source>
        <translation>Сегодня вы не выбудете за неактивность.</translation>
    </message>
</context>
<context>
    <name>PlayerRow</name>
    <message>
        <source>Bot's name</source>
        <translation>Имя бота</translation>
    </message>
    <message>
        <source>Player's name</source>
        <translation>Ник игрока</translation>
    </message>
    <message>
        <source>Bot (plays by itself)</source>
        <translation>Бот (играет сам)</translation>
    </message>
    <message>
        <source>A computer player: it acts from its own seat's view and takes no private turn.</source>
        <translation>Компьютерный игрок: ходит сам, видит только своё место и не получает тайного хода.</translation>
    </message>
    <message>
        <source>PIN (optional)</source>
        <translation>PIN (по желанию)</translation>
    </message>
    <message>
        <source>Four digits. The curtain asks for it before this player's private screen opens.</source>
        <translation>Четыре цифры. Заставка спросит PIN, прежде чем открыть личный экран этого игрока.</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>Выше</translation>
    </message>
    <message>
        <source>Move down</source>
        <translation>Ниже</translation>
    </message>
    <message>
        <source>Remove this bot</source>
        <translation>Убрать этого бота</translation>
    </message>
    <message>
        <source>Remove this player</source>
        <translation>Убрать этого игрока</translation>
    </message>
</context>
<context>
    <name>PlayerTable</name>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Статус</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Роль</translation>
    </message>
    <message>
        <source>Character</source>
        <translation>Персонаж</translation>
    </message>
    <message>
        <source>Today</source>
        <translation>Сегодня</translation>
    </message>
    <message>
        <source>alive</source>
        <translation>в игре</translation>
    </message>
    <message>
        <source>away</source>
        <translation>не на связи</translation>
    </message>
    <message>
        <source>%1 (known to you)</source>
        <translation>%1 (вы знаете)</translation>
    </message>
    <message>
        <source>here</source>
        <translation>на связи</translation>
    </message>
    <message>
        <source>R%1</source>
        <translation>Р%1</translation>
    </message>
</context>
<context>
    <name>PlayerWindow</name>
    <message>
        <source>Show my role (%1)</source>
        <translation>Показать роль (%1)</translation>
    </message>
    <message>
        <source>Hide my role (%1)</source>
        <translation>Скрыть роль (%1)</translation>
    </message>
    <message>
        <source>How to play (F1)</source>
        <translation>Как играть (F1)</translation>
    </message>
    <message>
        <source>%1 — %2 — DN Mafia</source>
        <translation>%1 — %2 — DN Mafia</translation>
    </message>
    <message>
        <source>● Connected</source>
        <translation>● На связи</translation>
    </message>
    <message>
        <source>○ Connecting…</source>
        <translation>○ Подключение…</translation>
    </message>
    <message>
        <source>◌ Connection lost — reconnecting…</source>
        <translation>◌ Связь потеряна — переподключение…</translation>
    </message>
    <message>
        <source>○ Not connected</source>
        <translation>○ Нет связи</translation>
    </message>
    <message>
        <source>✕ Disconnected</source>
        <translation>✕ Отключено</translation>
    </message>
</context>
<context>
    <name>PrivatePage</name>
    <message>
        <source>%1 — your private screen</source>
        <translation>%1 — ваш личный экран</translation>
    </message>
    <message>
        <source>Only you look now. When you are done, hide your screen and pass the laptop on.</source>
        <translation>Сейчас смотрите только вы. Когда закончите, скройте экран и передайте ноутбук дальше.</translation>
    </message>
    <message>
        <source>Done — hide my screen</source>
        <translation>Готово — скрыть экран</translation>
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
        <translation>Связь потеряна: переподключение…</translation>
    </message>
    <message>
        <source>Disconnected from the table</source>
        <translation>Отключено от стола</translation>
    </message>
    <message>
        <source>Connecting to the table…</source>
        <translation>Подключение к столу…</translation>
    </message>
    <message>
        <source>F11 or Esc: leave full screen</source>
        <translation>F11 или Esc — выйти из полноэкранного режима</translation>
    </message>
    <message>
        <source>F11: full screen</source>
        <translation>F11 — во весь экран</translation>
    </message>
    <message>
        <source>Projector — %1</source>
        <translation>Проектор — %1</translation>
    </message>
    <message>
        <source>Projector</source>
        <translation>Проектор</translation>
    </message>
</context>
<context>
    <name>PublicBoard</name>
    <message>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <source>Newspaper</source>
        <translation>Газета</translation>
    </message>
    <message>
        <source>Schedule of a game day</source>
        <translation>Расписание игрового дня</translation>
    </message>
    <message>
        <source>Rules of the table</source>
        <translation>Правила стола</translation>
    </message>
    <message>
        <source>Reserves</source>
        <translation>Запасные</translation>
    </message>
    <message>
        <source>From the host</source>
        <translation>От ведущего</translation>
    </message>
    <message>
        <source>Latest events</source>
        <translation>Последние события</translation>
    </message>
    <message>
        <source>The table's key code: %1</source>
        <translation>Код ключа стола: %1</translation>
    </message>
    <message>
        <source>game clock</source>
        <translation>игровое время</translation>
    </message>
    <message>
        <source>Waiting for the host to start the game</source>
        <translation>Ждём, когда ведущий начнёт игру</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) joined</source>
        <translation>
            <numerusform>%n игрок за столом</numerusform>
            <numerusform>%n игрока за столом</numerusform>
            <numerusform>%n игроков за столом</numerusform>
        </translation>
    </message>
    <message>
        <source>seats</source>
        <translation>мест</translation>
    </message>
    <message>
        <source>At the table</source>
        <translation>За столом</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>на связи</translation>
    </message>
    <message>
        <source>away</source>
        <translation>не на связи</translation>
    </message>
    <message>
        <source>%1: %2–%3 (%4 min)</source>
        <translation>%1: %2–%3 (%4 мин)</translation>
    </message>
    <message>
        <source>%1: %2–%3</source>
        <translation>%1: %2–%3</translation>
    </message>
    <message>
        <source>The host moves the game from phase to phase.</source>
        <translation>Фазы переключает ведущий.</translation>
    </message>
    <message>
        <source>The game begins with: %1</source>
        <translation>Первая фаза: %1</translation>
    </message>
    <message>
        <source>Q: %1
A: %2</source>
        <translation>Вопрос: %1
Ответ: %2</translation>
    </message>
    <message>
        <source>Day %1</source>
        <translation>День %1</translation>
    </message>
    <message>
        <source>Night %1</source>
        <translation>Ночь %1</translation>
    </message>
    <message>
        <source>Runoff vote, day %1</source>
        <translation>Переголосование, день %1</translation>
    </message>
    <message>
        <source>Vote, day %1</source>
        <translation>Голосование, день %1</translation>
    </message>
    <message>
        <source>Discussion; every player can be voted for</source>
        <translation>Обсуждение; голосовать можно за любого игрока</translation>
    </message>
    <message>
        <source>Discussion and nominations</source>
        <translation>Обсуждение и выдвижение на казнь</translation>
    </message>
    <message>
        <source>Everybody votes for one player; no abstaining</source>
        <translation>Каждый голосует за одного игрока; воздерживаться нельзя</translation>
    </message>
    <message>
        <source>Vote for a candidate or abstain</source>
        <translation>Голосуйте за казнь или воздержитесь</translation>
    </message>
    <message>
        <source>The town sleeps</source>
        <translation>Город засыпает</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>runs after the private turns</source>
        <translation>пойдёт после личных ходов</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>Пауза</translation>
    </message>
    <message>
        <source>the clock is stopped</source>
        <translation>часы остановлены</translation>
    </message>
    <message>
        <source>left in this phase</source>
        <translation>до конца фазы</translation>
    </message>
    <message>
        <source>until %1</source>
        <translation>до %1</translation>
    </message>
    <message>
        <source>“Next phase” on this board moves the game on</source>
        <translation>фазы переключают кнопкой «Следующая фаза»</translation>
    </message>
    <message>
        <source>the host moves the game on</source>
        <translation>фазы переключает ведущий</translation>
    </message>
    <message>
        <source>alive</source>
        <translation>в игре</translation>
    </message>
    <message>
        <source>nominated by %1 (%2)</source>
        <translation>выдвинули: %1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>candidate: %n vote(s)</source>
        <translation>
            <numerusform>кандидат: %n голос</numerusform>
            <numerusform>кандидат: %n голоса</numerusform>
            <numerusform>кандидат: %n голосов</numerusform>
        </translation>
    </message>
    <message>
        <source>Nominations</source>
        <translation>Выдвижения</translation>
    </message>
    <message>
        <source>No nominations yet</source>
        <translation>Выдвижений пока нет</translation>
    </message>
    <message>
        <source>The list of nominees is frozen when the vote opens at %1.</source>
        <translation>Список выдвинутых закроется, когда в %1 откроется голосование.</translation>
    </message>
    <message>
        <source>The vote</source>
        <translation>Голосование</translation>
    </message>
    <message>
        <source>No candidates: nobody can be executed</source>
        <translation>Никто не выдвинут: казнить некого</translation>
    </message>
    <message>
        <source>Abstained: %1 · not voted yet: %2</source>
        <translation>Воздержались: %1 · ещё не голосовали: %2</translation>
    </message>
    <message>
        <source>How the vote ended</source>
        <translation>Итог голосования</translation>
    </message>
    <message>
        <source>No candidates: nobody could be executed</source>
        <translation>Кандидатов не было: казнить было некого</translation>
    </message>
    <message>
        <source>Executed: %1</source>
        <translation>Казнь: %1</translation>
    </message>
    <message>
        <source>A tie: nobody is executed</source>
        <translation>Равенство голосов: никого не казнили</translation>
    </message>
    <message>
        <source>No votes: nobody is executed</source>
        <translation>Голосов нет: никого не казнили</translation>
    </message>
    <message>
        <source>A tie: a runoff vote</source>
        <translation>Равенство голосов: переголосование</translation>
    </message>
    <message>
        <source>%1 · abstained: %2</source>
        <translation>%1 · воздержались: %2</translation>
    </message>
    <message>
        <source>Deaths</source>
        <translation>Смерти</translation>
    </message>
    <message>
        <source>The notebook's path</source>
        <translation>Путь Тетради</translation>
    </message>
    <message>
        <source>Names written in the notebook</source>
        <translation>Имена, вписанные в Тетрадь</translation>
    </message>
    <message>
        <source>%1  %2 (%3): %4</source>
        <translation>%1  %2 (%3): %4</translation>
    </message>
    <message>
        <source>Nobody died.</source>
        <translation>Никто не погиб.</translation>
    </message>
    <message>
        <source>%1  %2: %3</source>
        <translation>%1  %2: %3</translation>
    </message>
    <message>
        <source>The notebook never changed hands.</source>
        <translation>Тетрадь ни разу не переходила из рук в руки.</translation>
    </message>
    <message>
        <source>%1  %2 wrote %3</source>
        <translation>%1  %2: вписано имя %3</translation>
    </message>
    <message>
        <source>(death at %1)</source>
        <translation>(смерть в %1)</translation>
    </message>
    <message>
        <source>— %1</source>
        <translation>— %1</translation>
    </message>
    <message>
        <source>(light corpse)</source>
        <translation>(светлый труп)</translation>
    </message>
    <message>
        <source>No name was written.</source>
        <translation>Ни одного имени не вписано.</translation>
    </message>
    <message>
        <source>%1 of %2 · %3</source>
        <translation>%1 из %2 · %3</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>Ничьи</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Игры</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Победы</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Доля побед</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Рейтинг</translation>
    </message>
    <message>
        <source>After game %1: the group's record</source>
        <translation>После игры %1: статистика группы</translation>
    </message>
</context>
<context>
    <name>QuestionsPanel</name>
    <message>
        <source>%1 at %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1, before the game</source>
        <translation>%1, до начала игры</translation>
    </message>
    <message>
        <source>waiting for your answer</source>
        <translation>ждёт вашего ответа</translation>
    </message>
    <message>
        <source>published: %1</source>
        <translation>опубликован ответ: %1</translation>
    </message>
    <message>
        <source>answered privately: %1</source>
        <translation>ответ лично: %1</translation>
    </message>
    <message>
        <source>Open the table first.</source>
        <translation>Сначала откройте стол.</translation>
    </message>
    <message>
        <source>Choose a question to answer.</source>
        <translation>Выберите вопрос, на который хотите ответить.</translation>
    </message>
    <message>
        <source>Write your answer first.</source>
        <translation>Сначала напишите ответ.</translation>
    </message>
    <message>
        <source>Your answer…</source>
        <translation>Ваш ответ…</translation>
    </message>
    <message>
        <source>Answer privately</source>
        <translation>Ответить лично</translation>
    </message>
    <message>
        <source>Only the player who asked sees the answer.</source>
        <translation>Ответ увидит только тот, кто спросил.</translation>
    </message>
    <message>
        <source>Publish the answer</source>
        <translation>Ответить всем</translation>
    </message>
    <message>
        <source>Everybody sees the question and the answer, never who asked.</source>
        <translation>Все увидят вопрос и ответ, но не то, кто спрашивал.</translation>
    </message>
    <message>
        <source>An announcement to everybody:</source>
        <translation>Объявление для всех:</translation>
    </message>
    <message>
        <source>e.g. The vote tonight ends at 21:00 sharp</source>
        <translation>например: Сегодня голосование заканчивается ровно в 21:00</translation>
    </message>
    <message>
        <source>Announce</source>
        <translation>Объявить</translation>
    </message>
</context>
<context>
    <name>ReplayViewer</name>
    <message>
        <source>command %1 of %2 does not replay on this version of the rules (%3)</source>
        <translation>команда %1 из %2 не воспроизводится в этой версии правил (%3)</translation>
    </message>
    <message>
        <source>Replay — %1</source>
        <translation>Просмотр — %1</translation>
    </message>
    <message>
        <source>&amp;Point of view:</source>
        <translation>&amp;Точка зрения:</translation>
    </message>
    <message>
        <source>This saved game cannot be replayed:
%1</source>
        <translation>Эту сохранённую игру нельзя просмотреть:
%1</translation>
    </message>
    <message>
        <source>Moments</source>
        <translation>Моменты</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>Время</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Что произошло</translation>
    </message>
    <message>
        <source>The start (Home)</source>
        <translation>В начало (Home)</translation>
    </message>
    <message>
        <source>The previous phase (Page Up)</source>
        <translation>Предыдущая фаза (Page Up)</translation>
    </message>
    <message>
        <source>One step back (←)</source>
        <translation>Шаг назад (←)</translation>
    </message>
    <message>
        <source>Play / pause (Space)</source>
        <translation>Воспроизведение / пауза (Space)</translation>
    </message>
    <message>
        <source>One step forward (→)</source>
        <translation>Шаг вперёд (→)</translation>
    </message>
    <message>
        <source>The next phase (Page Down)</source>
        <translation>Следующая фаза (Page Down)</translation>
    </message>
    <message>
        <source>The end (End)</source>
        <translation>В конец (End)</translation>
    </message>
    <message>
        <source>This log was damaged; the replay stops at its last complete move. What was lost: %1</source>
        <translation>Журнал игры повреждён; просмотр остановится на последнем целом ходе. Что потеряно: %1</translation>
    </message>
    <message>
        <source>The replay stops early: %1</source>
        <translation>Просмотр обрывается раньше: %1</translation>
    </message>
    <message>
        <source>Everything (god view)</source>
        <translation>Всё (взгляд ведущего)</translation>
    </message>
    <message>
        <source>The public board</source>
        <translation>Общее табло</translation>
    </message>
    <message>
        <source>Every role, every move, the notebook and the mafia channel.</source>
        <translation>Все роли, все ходы, Тетрадь и канал мафии.</translation>
    </message>
    <message>
        <source>What everybody saw: the board on the projector.</source>
        <translation>То, что видели все: табло на проекторе.</translation>
    </message>
    <message>
        <source>Only what %1 knew at each moment; the moments are the ones %1 could notice.</source>
        <translation>Только то, что в каждый момент знал игрок %1, и только те моменты, которые он мог заметить.</translation>
    </message>
    <message>
        <source>Only what %1 knew at each moment; the moments are the ones %1 could notice.</source>
        <comment>male</comment>
        <translation>Только то, что в каждый момент знал %1, и только те моменты, которые %1 мог заметить.</translation>
    </message>
    <message>
        <source>Only what %1 knew at each moment; the moments are the ones %1 could notice.</source>
        <comment>female</comment>
        <translation>Только то, что в каждый момент знала %1, и только те моменты, которые %1 могла заметить.</translation>
    </message>
    <message>
        <source>The game begins</source>
        <translation>Игра начинается</translation>
    </message>
    <message>
        <source>The clock moves to %1</source>
        <translation>Часы переводятся на %1</translation>
    </message>
    <message>
        <source>The host removes %1</source>
        <translation>Ведущий исключает игрока %1</translation>
    </message>
    <message>
        <source>%1 (+%2 more)</source>
        <translation>%1 (и ещё %2)</translation>
    </message>
    <message>
        <source>%1 to the mafia: “%2”</source>
        <translation>%1 мафии: «%2»</translation>
    </message>
    <message>
        <source>%1: “%2”</source>
        <translation>%1: «%2»</translation>
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
        <translation>Незаконченная игра</translation>
    </message>
    <message>
        <source>You have an unfinished game — resume it?</source>
        <translation>У вас есть незаконченная игра — продолжить её?</translation>
    </message>
    <message>
        <source>Hot-seat</source>
        <translation>Хот-сит</translation>
    </message>
    <message>
        <source>LAN table</source>
        <translation>Стол в сети</translation>
    </message>
    <message>
        <source>(unnamed)</source>
        <translation>(без названия)</translation>
    </message>
    <message numerus="yes">
        <source>Interrupted after %n move(s).</source>
        <translation>
            <numerusform>Прервана после %n хода.</numerusform>
            <numerusform>Прервана после %n ходов.</numerusform>
            <numerusform>Прервана после %n ходов.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more unfinished game(s) in Saved games.</source>
        <translation>
            <numerusform>Ещё %n незаконченная игра — в «Сохранённых играх».</numerusform>
            <numerusform>Ещё %n незаконченные игры — в «Сохранённых играх».</numerusform>
            <numerusform>Ещё %n незаконченных игр — в «Сохранённых играх».</numerusform>
        </translation>
    </message>
    <message>
        <source>“Not now” asks again at the next start; “Don't ask about this game” does not — the game stays in Saved games.</source>
        <translation>«Не сейчас» — вопрос повторится при следующем запуске; «Больше не спрашивать об этой игре» — не повторится, а игра останется в «Сохранённых играх».</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Продолжить</translation>
    </message>
    <message>
        <source>Saved games…</source>
        <translation>Сохранённые игры…</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Не сейчас</translation>
    </message>
    <message>
        <source>Don't ask about this game</source>
        <translation>Больше не спрашивать об этой игре</translation>
    </message>
</context>
<context>
    <name>RoleEditor</name>
    <message>
        <source>The night's steps now: %1</source>
        <translation>Шаги ночи сейчас: %1</translation>
    </message>
    <message>
        <source>Load role file</source>
        <translation>Загрузить файл роли</translation>
    </message>
    <message>
        <source>Save role file</source>
        <translation>Сохранить файл роли</translation>
    </message>
    <message>
        <source>Role files (*.toml)</source>
        <translation>Файлы ролей (*.toml)</translation>
    </message>
    <message>
        <source>A role of your own</source>
        <translation>Своя роль</translation>
    </message>
    <message>
        <source>The role</source>
        <translation>Роль</translation>
    </message>
    <message>
        <source>How it plays</source>
        <translation>Как играет</translation>
    </message>
    <message>
        <source>What it may do</source>
        <translation>Что может делать</translation>
    </message>
    <message>
        <source>Its night step</source>
        <translation>Её шаг ночью</translation>
    </message>
    <message>
        <source>Word (small letters, no spaces)</source>
        <translation>Слово (латиницей, строчными, без пробелов)</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>Name in English</source>
        <translation>Название по-английски</translation>
    </message>
    <message>
        <source>Name in Russian</source>
        <translation>Название по-русски</translation>
    </message>
    <message>
        <source>Card in English</source>
        <translation>Карточка по-английски</translation>
    </message>
    <message>
        <source>Card in Russian</source>
        <translation>Карточка по-русски</translation>
    </message>
    <message>
        <source>Picture</source>
        <translation>Картинка</translation>
    </message>
    <message>
        <source>Plays for</source>
        <translation>Играет за</translation>
    </message>
    <message>
        <source>A check reads him as</source>
        <translation>Проверка покажет</translation>
    </message>
    <message>
        <source>How he wins</source>
        <translation>Как побеждает</translation>
    </message>
    <message>
        <source>Place in lists</source>
        <translation>Место в списках</translation>
    </message>
    <message>
        <source>Seats that get it</source>
        <translation>Сколько игроков получают</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Шаг</translation>
    </message>
    <message>
        <source>After the steps</source>
        <translation>После шагов</translation>
    </message>
    <message>
        <source>e.g. doctor, commissar</source>
        <translation>например: doctor, commissar</translation>
    </message>
    <message>
        <source>Add an action</source>
        <translation>Добавить действие</translation>
    </message>
    <message>
        <source>Load role file…</source>
        <translation>Загрузить файл роли…</translation>
    </message>
    <message>
        <source>Save role file…</source>
        <translation>Сохранить файл роли…</translation>
    </message>
    <message>
        <source>The town</source>
        <translation>Город</translation>
    </message>
    <message>
        <source>The mafia</source>
        <translation>Мафия</translation>
    </message>
    <message>
        <source>Kira</source>
        <translation>Кира</translation>
    </message>
    <message>
        <source>Alone (like the maniac)</source>
        <translation>Сам за себя (как маньяк)</translation>
    </message>
    <message>
        <source>With its team</source>
        <translation>Вместе со своей командой</translation>
    </message>
    <message>
        <source>Alone, as the last one alive</source>
        <translation>В одиночку, оставшись последним живым</translation>
    </message>
    <message>
        <source>Not a mafioso</source>
        <translation>Не мафиози</translation>
    </message>
    <message>
        <source>A civilian</source>
        <translation>Мирный житель</translation>
    </message>
    <message>
        <source>Near</source>
        <translation>Ниа</translation>
    </message>
    <message>
        <source>At night</source>
        <translation>Ночью</translation>
    </message>
    <message>
        <source>By day</source>
        <translation>Днём</translation>
    </message>
    <message>
        <source>At any time</source>
        <translation>В любое время</translation>
    </message>
    <message>
        <source>Once a night</source>
        <translation>Раз за ночь</translation>
    </message>
    <message>
        <source>Once a day</source>
        <translation>Раз за день</translation>
    </message>
    <message>
        <source>As often as the rules let</source>
        <translation>Сколько позволяют правила</translation>
    </message>
    <message>
        <source>Nobody's side</source>
        <translation>Ни на чьей стороне</translation>
    </message>
    <message>
        <source>If the town's vote executes him</source>
        <translation>Если его казнят голосованием</translation>
    </message>
    <message>
        <source>If alive at the end, whoever wins</source>
        <translation>Если доживёт до конца, кто бы ни победил</translation>
    </message>
    <message>
        <source>A mafioso</source>
        <translation>Мафиози</translation>
    </message>
</context>
<context>
    <name>RulesEditor</name>
    <message>
        <source>Day and nominations</source>
        <translation>День и выдвижение</translation>
    </message>
    <message>
        <source>The execution vote</source>
        <translation>Голосование за казнь</translation>
    </message>
    <message>
        <source>Reveals and the newspaper</source>
        <translation>Вскрытия и газета</translation>
    </message>
    <message>
        <source>The notebook</source>
        <translation>Тетрадь</translation>
    </message>
    <message>
        <source>The night</source>
        <translation>Ночь</translation>
    </message>
    <message>
        <source>Default: %1</source>
        <translation>По умолчанию: %1</translation>
    </message>
    <message>
        <source>Don (2nd family)</source>
        <translation>Дон (2-я семья)</translation>
    </message>
    <message>
        <source>Only with two mafias</source>
        <translation>Только при двух мафиях</translation>
    </message>
    <message>
        <source>No changes</source>
        <translation>Без смены</translation>
    </message>
    <message>
        <source>Once</source>
        <translation>Один раз</translation>
    </message>
    <message>
        <source>Any number of times</source>
        <translation>Сколько угодно</translation>
    </message>
    <message>
        <source>Nobody is executed</source>
        <translation>Никого не казнят</translation>
    </message>
    <message>
        <source>A random one of them</source>
        <translation>Казнят случайного</translation>
    </message>
    <message>
        <source>A runoff vote</source>
        <translation>Переголосование</translation>
    </message>
    <message>
        <source>Right after the vote</source>
        <translation>Сразу после голосования</translation>
    </message>
    <message>
        <source>After the night</source>
        <translation>После ночи</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>Никогда</translation>
    </message>
    <message>
        <source>The role</source>
        <translation>Роль</translation>
    </message>
    <message>
        <source>The deal</source>
        <translation>Раздача</translation>
    </message>
    <message>
        <source>The roles</source>
        <translation>Роли</translation>
    </message>
    <message>
        <source>Inactive players and reserves</source>
        <translation>Неактивные игроки и запасные</translation>
    </message>
    <message>
        <source>Scenario 1: two mafias</source>
        <translation>Сценарий 1: две мафии</translation>
    </message>
    <message>
        <source>Scenario 2: recruitment</source>
        <translation>Сценарий 2: вербовка</translation>
    </message>
    <message>
        <source>Scenario 3: bulletproof vests</source>
        <translation>Сценарий 3: бронежилеты</translation>
    </message>
    <message>
        <source>Scenario 4: the lawyer strike</source>
        <translation>Сценарий 4: удар адвоката</translation>
    </message>
    <message>
        <source>Scenario 5: the killer strike</source>
        <translation>Сценарий 5: удар киллера</translation>
    </message>
    <message>
        <source>Scenario 6: the Don strike</source>
        <translation>Сценарий 6: удар Дона</translation>
    </message>
    <message>
        <source>The end of the game</source>
        <translation>Конец игры</translation>
    </message>
    <message>
        <source>unlimited</source>
        <translation>без ограничений</translation>
    </message>
    <message>
        <source>The team only</source>
        <translation>Только команду</translation>
    </message>
    <message>
        <source>Nothing</source>
        <translation>Ничего</translation>
    </message>
    <message>
        <source>No duty</source>
        <translation>Не обязан</translation>
    </message>
    <message>
        <source>Remind the holder</source>
        <translation>Напоминать</translation>
    </message>
    <message>
        <source>Remove a holder who skips</source>
        <translation>Исключать за пропуск</translation>
    </message>
    <message>
        <source>All agree on one target</source>
        <translation>Единогласно</translation>
    </message>
    <message>
        <source>A designated killer</source>
        <translation>Назначенный киллер</translation>
    </message>
    <message>
        <source>The Don decides</source>
        <translation>Решает дон</translation>
    </message>
    <message>
        <source>The attackers' names</source>
        <translation>Имена нападавших</translation>
    </message>
    <message>
        <source>Only "the mafia"</source>
        <translation>Только «мафия»</translation>
    </message>
    <message>
        <source>No penalty</source>
        <translation>Без наказания</translation>
    </message>
    <message>
        <source>The striker dies at once</source>
        <translation>Ударивший сразу погибает</translation>
    </message>
    <message>
        <source>The striker dies on his second miss</source>
        <translation>Второй промах — смерть ударившего</translation>
    </message>
    <message>
        <source>Drawn by lot</source>
        <translation>По жребию</translation>
    </message>
    <message>
        <source>The first mafioso who shoots</source>
        <translation>Первый выстреливший мафиози</translation>
    </message>
    <message>
        <source>Dealt, or drawn by lot</source>
        <translation>По раздаче или по жребию</translation>
    </message>
    <message>
        <source>Elected by the family</source>
        <translation>Выбирает семья</translation>
    </message>
    <message>
        <source>No sanction</source>
        <translation>Без наказания</translation>
    </message>
    <message>
        <source>The survivor is named</source>
        <translation>Выживший называется</translation>
    </message>
    <message>
        <source>Named, then the Don dies on a second miss</source>
        <translation>Имя Дона; второй промах — смерть</translation>
    </message>
    <message>
        <source>A new Don</source>
        <translation>Новый Дон</translation>
    </message>
    <message>
        <source>No Don any more</source>
        <translation>Без Дона</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>on</source>
        <translation>вкл.</translation>
    </message>
    <message>
        <source>off</source>
        <translation>выкл.</translation>
    </message>
    <message>
        <source>The game begins with</source>
        <translation>Первая фаза</translation>
    </message>
    <message>
        <source>A day (talk, nominations, a vote) or a night (night actions first).</source>
        <translation>День (обсуждение, выдвижение, голосование) или ночь (сначала ночные ходы).</translation>
    </message>
    <message>
        <source>Nominations</source>
        <translation>Выдвижение на казнь</translation>
    </message>
    <message>
        <source>By day players nominate candidates; only nominees can be executed. Off: every living player is a candidate.</source>
        <translation>Днём игроки выдвигают кандидатов на казнь; казнить можно только выдвинутых. Если выключено, кандидат — каждый живой игрок.</translation>
    </message>
    <message>
        <source>Day begins at</source>
        <translation>День начинается в</translation>
    </message>
    <message>
        <source>The game-clock time when the night ends and a new day opens.</source>
        <translation>Игровое время, когда кончается ночь и открывается новый день.</translation>
    </message>
    <message>
        <source>Nominations close at</source>
        <translation>Выдвижение заканчивается в</translation>
    </message>
    <message>
        <source>The nominee list is frozen and the execution vote opens.</source>
        <translation>Список выдвинутых закрывается, и открывается голосование за казнь.</translation>
    </message>
    <message>
        <source>The vote closes at</source>
        <translation>Голосование заканчивается в</translation>
    </message>
    <message>
        <source>The votes are counted, the executed player is named and night falls.</source>
        <translation>Голоса подсчитываются, объявляется казнённый, наступает ночь.</translation>
    </message>
    <message>
        <source>Closed-form write window</source>
        <translation>Окно записи в закрытой форме</translation>
    </message>
    <message>
        <source>The only time a holder without the eyes may write, and only a nominee.</source>
        <translation>Единственное время, когда владелец Тетради без глаз может вписать имя, и только выдвинутого на казнь.</translation>
    </message>
    <message>
        <source>The day may end early</source>
        <translation>День может закончиться досрочно</translation>
    </message>
    <message>
        <source>The game ends with no winner after this many game days in a row in which nobody died (and, with the Death Note, no name was written); 0: never.</source>
        <translation>Игра заканчивается без победителя после стольких игровых дней подряд, в которые никто не погиб (а в «Тетради смерти» — и не вписано ни одного имени); 0 — никогда.</translation>
    </message>
    <message>
        <source>The saved are named</source>
        <translation>Спасённых называют</translation>
    </message>
    <message>
        <source>The newspaper names a player the doctor saved. A failed mafia kill is announced either way ("The mafia's kill failed."), never why: the mafiosi disagreed, a save, the peacemaker or a vest.</source>
        <translation>Газета называет игрока, которого спас доктор. О неудавшемся убийстве мафии объявляют в любом случае («Убийство мафии не удалось»), но никогда не говорят почему: мафиози не договорились, доктор спас, миротворец защитил или помог бронежилет.</translation>
    </message>
    <message>
        <source>Only the Don's shot is the family's kill; the witness then sees the Don.</source>
        <translation>Убийство семьи — только выстрел Дона; свидетель тогда видит Дона.</translation>
    </message>
    <message>
        <source>In timed pace, end the day as soon as every living player has voted in advance (the source rules never end a day early).</source>
        <translation>По таймеру: день заканчивается, как только все живые игроки проголосовали заранее (в исходных правилах день досрочно не заканчивается).</translation>
    </message>
    <message>
        <source>Abstaining allowed</source>
        <translation>Можно воздержаться</translation>
    </message>
    <message>
        <source>A player may abstain instead of voting for a candidate.</source>
        <translation>Игрок может воздержаться вместо голоса за кандидата.</translation>
    </message>
    <message>
        <source>Vote changes</source>
        <translation>Смена голоса</translation>
    </message>
    <message>
        <source>How often a player may change his vote in one vote.</source>
        <translation>Сколько раз игрок может сменить голос за одно голосование.</translation>
    </message>
    <message>
        <source>A silent candidate votes against himself</source>
        <translation>Молчащий кандидат голосует против себя</translation>
    </message>
    <message>
        <source>A candidate who neither votes nor abstains counts as a vote against himself.</source>
        <translation>Если кандидат не проголосовал и не воздержался, это засчитывается как голос против себя.</translation>
    </message>
    <message>
        <source>On a tie</source>
        <translation>При ничьей</translation>
    </message>
    <message>
        <source>What happens when candidates share the most votes.</source>
        <translation>Что происходит, если у кандидатов поровну голосов.</translation>
    </message>
    <message>
        <source>The executed player's role is shown</source>
        <translation>Вскрытие роли казнённого</translation>
    </message>
    <message>
        <source>When the table learns the role of the player it executed.</source>
        <translation>Когда стол узнаёт роль казнённого игрока.</translation>
    </message>
    <message>
        <source>A reveal shows</source>
        <translation>Вскрытие показывает</translation>
    </message>
    <message>
        <source>The full role, or only the team the player played for.</source>
        <translation>Полную роль или только команду, за которую играл игрок.</translation>
    </message>
    <message>
        <source>Remove inactive players</source>
        <translation>Исключать неактивных</translation>
    </message>
    <message>
        <source>A removed player's role is shown</source>
        <translation>Вскрытие исключённого</translation>
    </message>
    <message>
        <source>What the table learns about a player removed for inactivity.</source>
        <translation>Что стол узнаёт об игроке, исключённом за неактивность.</translation>
    </message>
    <message>
        <source>Reserves take the role</source>
        <translation>Замена получает роль</translation>
    </message>
    <message>
        <source>A reserve seated in a removed player's place plays on with his role.</source>
        <translation>Запасной игрок, севший на место исключённого, продолжает играть его ролью.</translation>
    </message>
    <message>
        <source>Kira's daily duty</source>
        <translation>Ежедневная запись Киры</translation>
    </message>
    <message>
        <source>Loans may start later</source>
        <translation>Одолжить можно с отсрочкой</translation>
    </message>
    <message>
        <source>Destroying cancels pending deaths</source>
        <translation>Уничтожение отменяет отложенные смерти</translation>
    </message>
    <message>
        <source>Names written for a later time do not die once the notebook is destroyed.</source>
        <translation>Те, кто вписан на более позднее время, не умрут, если Тетрадь уничтожена.</translation>
    </message>
    <message>
        <source>Searches find a holder without the eyes</source>
        <translation>Поиск находит Тетрадь и без глаз</translation>
    </message>
    <message>
        <source>Each game day somebody must write a name. Whoever held the notebook at a moment he could write, on a day with no name written, let the day pass.</source>
        <translation>Каждый игровой день в Тетрадь должно быть вписано имя. Кто держал Тетрадь в момент, когда мог вписать имя, а за день не вписано ни одного, — пропустил день.</translation>
    </message>
    <message>
        <source>auto: a quarter, rounded</source>
        <translation>авто: четверть, с округлением</translation>
    </message>
    <message>
        <source>When the vote closes, remove each player who has not done every duty switched on below that day. Each one is warned when the vote opens.</source>
        <translation>Когда голосование закрывается, из игры выбывает каждый, кто за этот день не выполнил хотя бы одну из включённых ниже обязанностей. Каждого предупреждают, когда голосование открывается.</translation>
    </message>
    <message>
        <source>Duty: vote every day</source>
        <translation>Голосовать каждый день</translation>
    </message>
    <message>
        <source>Whoever has not voted by the vote's close (an abstention counts where it is allowed) is removed.</source>
        <translation>Кто не проголосовал до закрытия голосования, выбывает (воздержание засчитывается, если оно разрешено).</translation>
    </message>
    <message>
        <source>Duty: write in the game chat every day</source>
        <translation>Писать в игровой чат каждый день</translation>
    </message>
    <message>
        <source>Whoever has written no line in the game chat that day is removed, even if he voted. Leave it off where people sit together and talk aloud.</source>
        <translation>Кто за день не написал в игровой чат ни строчки, выбывает, даже если проголосовал. Не включайте, если игроки сидят вместе и говорят вслух.</translation>
    </message>
    <message>
        <source>The owner may set when a loan begins ("from 17:00 to 23:00"); off: a loan starts at once.</source>
        <translation>Владелец может назначить начало передачи («с 17:00 до 23:00»); выключено — передача начинается сразу.</translation>
    </message>
    <message>
        <source>The mafia's search also finds a holder who has no eyes (the closed form is otherwise immune).</source>
        <translation>Поиск мафии находит и держателя без глаз (иначе закрытая форма защищает от проверок).</translation>
    </message>
    <message>
        <source>Near finds the notebook itself</source>
        <translation>Ниа находит саму Тетрадь</translation>
    </message>
    <message>
        <source>Near's check finds whoever holds the notebook, eyes or not; off: it answers like the mafia's search.</source>
        <translation>Проверка Ниа находит держателя Тетради, с глазами или без; выключено — отвечает как поиск мафии.</translation>
    </message>
    <message>
        <source>Roles of L's victims are published</source>
        <translation>Роли жертв L публикуются</translation>
    </message>
    <message>
        <source>The newspaper shows the role of a player shot by L.</source>
        <translation>Газета сообщает роль игрока, застреленного L.</translation>
    </message>
    <message>
        <source>Failed shots are announced</source>
        <translation>Сообщать о неудачных выстрелах</translation>
    </message>
    <message>
        <source>The newspaper says when a shot failed because Near saved the target.</source>
        <translation>Газета сообщает, если выстрел не удался, потому что Ниа спас цель.</translation>
    </message>
    <message>
        <source>No shot after the boss dies</source>
        <translation>Без выстрела после смерти босса</translation>
    </message>
    <message>
        <source>The night after the boss's death the mafia cannot shoot; any mafioso may search.</source>
        <translation>В ночь после смерти босса мафия не стреляет; поиск Тетради может сделать любой мафиози.</translation>
    </message>
    <message>
        <source>The mafia acts before L</source>
        <translation>Мафия ходит раньше L</translation>
    </message>
    <message>
        <source>At night the mafia's action comes first, so L shot by the mafia does not act.</source>
        <translation>Ночью мафия ходит первой, так что застреленный мафией L не успевает сходить.</translation>
    </message>
    <message>
        <source>A draw after quiet days</source>
        <translation>Ничья после тихих дней</translation>
    </message>
    <message>
        <source>The doctor may save himself</source>
        <translation>Доктор может лечить себя</translation>
    </message>
    <message>
        <source>The doctor may choose himself as the player he saves.</source>
        <translation>Доктор может выбрать для спасения самого себя.</translation>
    </message>
    <message>
        <source>The killer strike</source>
        <translation>Удар киллера</translation>
    </message>
    <message>
        <source>Only the killer's shot is the mafia's kill; the witness learns his name, and a wrong lawyer strike costs him his life.</source>
        <translation>Убийство мафии — только выстрел киллера; свидетель узнаёт его имя, а неверный удар адвоката стоит ему жизни.</translation>
    </message>
    <message>
        <source>Mafiosi</source>
        <translation>Мафиози</translation>
    </message>
    <message>
        <source>How many players are dealt the mafia, the Don and the thug among them. Auto: a quarter of the players, rounded (a half up), at least one: 4–5 players → 1, 6–9 → 2, 10–13 → 3.</source>
        <translation>Сколько игроков получают мафию (дон и громила — из их числа). Авто: четверть игроков с округлением (половина — вверх), но не меньше одного: 4–5 игроков → 1, 6–9 → 2, 10–13 → 3.</translation>
    </message>
    <message>
        <source>Optional roles</source>
        <translation>Дополнительные роли</translation>
    </message>
    <message>
        <source>Each at most once. The town roles and the maniac take civilians' seats, the thug and the Dons the mafia's.</source>
        <translation>Каждая не больше одного раза. Роли города и маньяк занимают места мирных, Громила и Доны — места мафии.</translation>
    </message>
    <message>
        <source>A night victim's role is shown</source>
        <translation>Роль убитого ночью вскрывается</translation>
    </message>
    <message>
        <source>What the morning newspaper says about each player killed in the night.</source>
        <translation>Что утренняя газета сообщает о каждом убитом ночью.</translation>
    </message>
    <message>
        <source>Saved players' roles are shown</source>
        <translation>Роли спасённых вскрываются</translation>
    </message>
    <message>
        <source>When saves are announced, the newspaper also gives the saved player's role.</source>
        <translation>Когда о спасениях объявляют, газета сообщает и роль спасённого.</translation>
    </message>
    <message>
        <source>A doctor who saved himself is shown</source>
        <translation>Доктор, спасший себя, вскрывается</translation>
    </message>
    <message>
        <source>When saves are announced, the role of a doctor who saved himself is given too.</source>
        <translation>Когда о спасениях объявляют, называется и роль доктора, спасшего себя.</translation>
    </message>
    <message>
        <source>The executioner's shots</source>
        <translation>Выстрелы палача</translation>
    </message>
    <message>
        <source>How many night shots the executioner has in the whole game.</source>
        <translation>Сколько ночных выстрелов у палача на всю игру.</translation>
    </message>
    <message>
        <source>The witness learns</source>
        <translation>Свидетель узнаёт</translation>
    </message>
    <message>
        <source>Who the witness is told attacked the player he watched, when all the mafia shot.</source>
        <translation>Что свидетелю сообщают о нападавших на того, за кем он следил, когда стреляла вся мафия.</translation>
    </message>
    <message>
        <source>Two mafias</source>
        <translation>Две мафии</translation>
    </message>
    <message>
        <source>Two rival families, each with its own channel, kill and Don; for 15 players and more.</source>
        <translation>Две враждующие семьи, у каждой свой канал, своё убийство и свой Дон; от 15 игроков.</translation>
    </message>
    <message>
        <source>Recruitment</source>
        <translation>Вербовка</translation>
    </message>
    <message>
        <source>Each death in a family gives it one offer to a living player to join it.</source>
        <translation>Каждая смерть в семье даёт ей одно предложение живому игроку вступить в неё.</translation>
    </message>
    <message>
        <source>A recruit loses his role</source>
        <translation>Завербованный теряет роль</translation>
    </message>
    <message>
        <source>A recruited role-holder becomes a plain mafioso; off: he keeps his role's actions.</source>
        <translation>Завербованный статусный игрок становится простым мафиози; выкл.: он сохраняет действия своей роли.</translation>
    </message>
    <message>
        <source>Bulletproof vests</source>
        <translation>Бронежилеты</translation>
    </message>
    <message>
        <source>Vests dealt at random among the town; a vest stops one mafia shot, and the wearer is told.</source>
        <translation>Жилеты раздаются случайно горожанам; жилет останавливает один выстрел мафии, и владельцу об этом сообщают.</translation>
    </message>
    <message>
        <source>The lawyer strike</source>
        <translation>Удар адвоката</translation>
    </message>
    <message>
        <source>Once a night a mafioso may name a player and his role: right, he dies and nothing saves him; wrong, his survival is announced.</source>
        <translation>Раз за ночь мафиози может назвать игрока и его роль: угадал — тот погибает, и ничто его не спасёт; не угадал — объявляют, что он выжил.</translation>
    </message>
    <message>
        <source>A wrong strike costs</source>
        <translation>Неверный удар стоит</translation>
    </message>
    <message>
        <source>What happens to a mafioso whose lawyer strike names the wrong role.</source>
        <translation>Что бывает с мафиози, чей удар адвоката назвал неверную роль.</translation>
    </message>
    <message>
        <source>Lawyer strikes per family</source>
        <translation>Ударов адвоката на семью</translation>
    </message>
    <message>
        <source>How many lawyer strikes each family has in the whole game.</source>
        <translation>Сколько ударов адвоката у каждой семьи на всю игру.</translation>
    </message>
    <message>
        <source>The killer is</source>
        <translation>Киллер</translation>
    </message>
    <message>
        <source>Who becomes the family's killer; a new one follows when he dies.</source>
        <translation>Кто становится киллером семьи; когда он погибает, его сменяет новый.</translation>
    </message>
    <message>
        <source>The killer's nights</source>
        <translation>Ночей киллера</translation>
    </message>
    <message>
        <source>For how many nights the killer decides the kill; then all the family agree again.</source>
        <translation>Сколько ночей убийство решает киллер; потом снова решает вся семья.</translation>
    </message>
    <message>
        <source>The Don strike</source>
        <translation>Удар Дона</translation>
    </message>
    <message>
        <source>Once a night the Don may strike a player; neither the doctor nor a vest stops it.</source>
        <translation>Раз за ночь Дон может нанести удар; ни доктор, ни бронежилет от него не спасают.</translation>
    </message>
    <message>
        <source>The Don is</source>
        <translation>Дон</translation>
    </message>
    <message>
        <source>The dealt Don (or one drawn by lot), or the one his family elects.</source>
        <translation>Розданный Дон (или выбранный жребием) или тот, кого выберет семья.</translation>
    </message>
    <message>
        <source>Don strikes</source>
        <translation>Ударов Дона</translation>
    </message>
    <message>
        <source>How many Don strikes each family has in the whole game.</source>
        <translation>Сколько ударов Дона у каждой семьи на всю игру.</translation>
    </message>
    <message>
        <source>When the Don misses</source>
        <translation>Если Дон промахнулся</translation>
    </message>
    <message>
        <source>A strike stopped by the peacemaker is a miss; what the table learns or the Don pays.</source>
        <translation>Удар, остановленный миротворцем, — промах; что узнаёт стол или чем платит Дон.</translation>
    </message>
    <message>
        <source>When the Don dies</source>
        <translation>Когда Дон погибает</translation>
    </message>
    <message>
        <source>A new Don at the next nightfall (with what was left of the strikes), or the family plays on without one.</source>
        <translation>Новый Дон с наступлением ночи (с оставшимися ударами) — или семья играет дальше без Дона.</translation>
    </message>
    <message>
        <source>Nights the Don decides</source>
        <translation>Ночей решает Дон</translation>
    </message>
    <message>
        <source>For how many nights only the Don's shot is the family's kill; then all agree again.</source>
        <translation>Сколько ночей убийство семьи — только выстрел Дона; потом снова решают все.</translation>
    </message>
    <message>
        <source>The game ends with no winner after this many game days in a row in which nobody died; 0: never.</source>
        <translation>Игра заканчивается без победителя после стольких игровых дней подряд, в которые никто не погиб; 0 — никогда.</translation>
    </message>
    <message>
        <source>The Don decides the kill</source>
        <translation>Убийство решает Дон</translation>
    </message>
</context>
<context>
    <name>RulesSandbox</name>
    <message>
        <source>'at' %1 is before the clock (%2)</source>
        <translation>«at» %1 — раньше текущего времени (%2)</translation>
    </message>
    <message>
        <source>Rules sandbox — DN Mafia</source>
        <translation>Песочница правил — DN Mafia</translation>
    </message>
    <message>
        <source>Scenarios</source>
        <translation>Сценарии</translation>
    </message>
    <message>
        <source>Filter by name</source>
        <translation>Фильтр по названию</translation>
    </message>
    <message>
        <source>The scenarios that pin the rules, from %1.</source>
        <translation>Сценарии, закрепляющие правила, из %1.</translation>
    </message>
    <message>
        <source>No bundled scenarios here; open a scenario file.</source>
        <translation>Встроенных сценариев нет; откройте файл сценария.</translation>
    </message>
    <message>
        <source>Open file…</source>
        <translation>Открыть файл…</translation>
    </message>
    <message>
        <source>Run again</source>
        <translation>Запустить снова</translation>
    </message>
    <message>
        <source>Read the file again and run it (F5)</source>
        <translation>Перечитать файл и запустить (F5)</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Шаги</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Шаг</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>Время</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Что произошло</translation>
    </message>
    <message>
        <source>Open a scenario</source>
        <translation>Открыть сценарий</translation>
    </message>
    <message>
        <source>Scenarios (*.toml);;All files (*)</source>
        <translation>Сценарии (*.toml);;Все файлы (*)</translation>
    </message>
    <message>
        <source>Pick a scenario</source>
        <translation>Выберите сценарий</translation>
    </message>
    <message>
        <source>A scenario file sets up a game (players, roles, options) and plays it step by step, checking what must hold after each step. Pick one of the bundled scenarios on the left, or open your own file.</source>
        <translation>Файл сценария задаёт игру (игроки, роли, настройки) и разыгрывает её шаг за шагом, проверяя после каждого шага, что должно выполняться. Выберите встроенный сценарий слева или откройте свой файл.</translation>
    </message>
    <message>
        <source>Nothing run yet.</source>
        <translation>Пока ничего не запущено.</translation>
    </message>
    <message>
        <source>Passed: %1 step(s) ran and all %2 expectation(s) held.</source>
        <translation>Пройдено: выполнено шагов — %1, все проверки (%2) выполнены.</translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>Провал: %1</translation>
    </message>
    <message>
        <source>step %1</source>
        <translation>шаг %1</translation>
    </message>
    <message>
        <source>the file's settings</source>
        <translation>настройки файла</translation>
    </message>
    <message>
        <source>This file cannot be run.
File: %1
Where: %2
What: %3</source>
        <translation>Этот файл нельзя запустить.
Файл: %1
Где: %2
Что: %3</translation>
    </message>
    <message>
        <source>Set-up</source>
        <translation>Настройка игры</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s), seed %1</source>
        <translation>
            <numerusform>%n игрок, сид %1</numerusform>
            <numerusform>%n игрока, сид %1</numerusform>
            <numerusform>%n игроков, сид %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>option %1 = %2</source>
        <translation>настройка %1 = %2</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>предупреждение: %1</translation>
    </message>
    <message>
        <source>Opening messages (%1)</source>
        <translation>Стартовые сообщения (%1)</translation>
    </message>
    <message>
        <source>Step %1</source>
        <translation>Шаг %1</translation>
    </message>
    <message>
        <source>not run (an earlier step failed)</source>
        <translation>не выполнен (предыдущий шаг провален)</translation>
    </message>
    <message>
        <source>the clock moves to %1</source>
        <translation>часы переводятся на %1</translation>
    </message>
    <message>
        <source>checks</source>
        <translation>проверки</translation>
    </message>
    <message>
        <source>refused, as expected: %1</source>
        <translation>отказ, как и ожидалось: %1</translation>
    </message>
    <message>
        <source>refused: %1</source>
        <translation>отказ: %1</translation>
    </message>
    <message>
        <source>accepted, but the scenario expected a refusal</source>
        <translation>принято, хотя сценарий ожидал отказа</translation>
    </message>
    <message>
        <source>%1 = %2 — held</source>
        <translation>%1 = %2 — выполнено</translation>
    </message>
    <message>
        <source>%1 = %2 — FAILED: %3</source>
        <translation>%1 = %2 — ПРОВАЛ: %3</translation>
    </message>
    <message>
        <source>%1: %2 “%3”</source>
        <translation>%1: %2 «%3»</translation>
    </message>
    <message>
        <source>to %1</source>
        <translation>для %1</translation>
    </message>
    <message>
        <source>mafia</source>
        <translation>мафия</translation>
    </message>
    <message>
        <source>public</source>
        <translation>всем</translation>
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
        <translation>Сохранённые игры</translation>
    </message>
    <message>
        <source>Every game is saved as it is played. Resume one that was interrupted, replay a finished one from any player's point of view, or export its story for the forum.</source>
        <translation>Каждая игра сохраняется по ходу. Прерванную можно продолжить, законченную — просмотреть глазами любого игрока или выгрузить её хронику для форума.</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Обновить</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Стол</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Тип</translation>
    </message>
    <message>
        <source>Selected game</source>
        <translation>Выбранная игра</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Продолжить</translation>
    </message>
    <message>
        <source>Replay…</source>
        <translation>Просмотр…</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>Удалить…</translation>
    </message>
    <message>
        <source>Story:</source>
        <translation>Хроника:</translation>
    </message>
    <message>
        <source>Export story…</source>
        <translation>Экспорт хроники…</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Копировать</translation>
    </message>
    <message>
        <source>Copy the story to the clipboard, ready to paste into a forum post</source>
        <translation>Скопировать хронику в буфер обмена, чтобы вставить в сообщение на форуме</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n игрок</numerusform>
            <numerusform>%n игрока</numerusform>
            <numerusform>%n игроков</numerusform>
        </translation>
    </message>
    <message>
        <source>No saved games yet: a game is saved from its first move.</source>
        <translation>Сохранённых игр пока нет: игра сохраняется с первого хода.</translation>
    </message>
    <message>
        <source>Cannot be opened</source>
        <translation>Не открывается</translation>
    </message>
    <message>
        <source>Finished: %1</source>
        <translation>Завершена. %1</translation>
    </message>
    <message numerus="yes">
        <source>Running now, %n move(s)</source>
        <translation>
            <numerusform>Идёт сейчас, %n ход</numerusform>
            <numerusform>Идёт сейчас, %n хода</numerusform>
            <numerusform>Идёт сейчас, %n ходов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Unfinished, %n move(s)</source>
        <translation>
            <numerusform>Не завершена, %n ход</numerusform>
            <numerusform>Не завершена, %n хода</numerusform>
            <numerusform>Не завершена, %n ходов</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · damaged</source>
        <translation>%1 · повреждена</translation>
    </message>
    <message>
        <source>Hot-seat</source>
        <translation>Хот-сит</translation>
    </message>
    <message>
        <source>LAN table</source>
        <translation>Стол в сети</translation>
    </message>
    <message>
        <source>(unnamed)</source>
        <translation>(без названия)</translation>
    </message>
    <message>
        <source>Pick a game in the list.</source>
        <translation>Выберите игру в списке.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>This saved game cannot be opened: %1</source>
        <translation>Эту сохранённую игру нельзя открыть: %1</translation>
    </message>
    <message>
        <source>Only deleting it is possible.</source>
        <translation>Её можно только удалить.</translation>
    </message>
    <message numerus="yes">
        <source>The game is being played: %n move(s) so far.</source>
        <translation>
            <numerusform>Игра идёт: сделан %n ход.</numerusform>
            <numerusform>Игра идёт: сделано %n хода.</numerusform>
            <numerusform>Игра идёт: сделано %n ходов.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game was interrupted after %n move(s).</source>
        <translation>
            <numerusform>Игра прервана после %n хода.</numerusform>
            <numerusform>Игра прервана после %n ходов.</numerusform>
            <numerusform>Игра прервана после %n ходов.</numerusform>
        </translation>
    </message>
    <message>
        <source>This log was damaged (the computer may have stopped while it was being written). Everything up to its last complete move was recovered; what was lost: %1</source>
        <translation>Журнал игры повреждён (возможно, компьютер выключился во время записи). Всё до последнего целого хода восстановлено; потеряно: %1</translation>
    </message>
    <message>
        <source>Bring its window forward</source>
        <translation>Показать её окно</translation>
    </message>
    <message>
        <source>This game is over: it can be replayed, not resumed.</source>
        <translation>Эта игра окончена: её можно просмотреть, но не продолжить.</translation>
    </message>
    <message>
        <source>The replay and the story open once the game is over (they show every secret).</source>
        <translation>Просмотр и хроника доступны только после окончания игры (в них видны все секреты).</translation>
    </message>
    <message>
        <source>This game is running now in a window of this app: bring that window forward. A second host of the same game would damage its saved log.</source>
        <translation>Эта игра идёт сейчас в окне этого приложения — откройте его. Второй ведущий той же игры испортил бы её сохранение.</translation>
    </message>
    <message>
        <source>This game is running now in another DN Mafia on this computer: go on there. It can be resumed here once that one is closed.</source>
        <translation>Эта игра идёт сейчас в другой копии DN Mafia на этом компьютере — продолжайте там. Здесь её можно будет продолжить, когда та копия закроется.</translation>
    </message>
    <message>
        <source>A damaged saved game</source>
        <translation>Повреждённая сохранённая игра</translation>
    </message>
    <message>
        <source>This log was damaged and only its complete part can be used:

%1

Go on with what was recovered?</source>
        <translation>Журнал игры повреждён, и использовать можно только его целую часть:

%1

Продолжить с тем, что удалось восстановить?</translation>
    </message>
    <message>
        <source>Hot-seat games cannot be resumed by this version of the app.</source>
        <translation>Эта версия приложения не умеет продолжать игры за одним компьютером.</translation>
    </message>
    <message>
        <source>Tables cannot be resumed by this version of the app.</source>
        <translation>Эта версия приложения не умеет продолжать сетевые игры.</translation>
    </message>
    <message>
        <source>This game cannot be resumed: %1</source>
        <translation>Эту игру нельзя продолжить: %1</translation>
    </message>
    <message>
        <source>Delete a saved game</source>
        <translation>Удалить сохранённую игру</translation>
    </message>
    <message>
        <source>Delete the saved game “%1”? It cannot be resumed, replayed or exported afterwards.</source>
        <translation>Удалить сохранённую игру «%1»? После этого её нельзя будет ни продолжить, ни просмотреть, ни экспортировать.</translation>
    </message>
    <message>
        <source>Could not delete it: %1</source>
        <translation>Не удалось удалить: %1</translation>
    </message>
    <message>
        <source>The story cannot be told: %1</source>
        <translation>Хронику не удаётся составить: %1</translation>
    </message>
    <message>
        <source>Export the story</source>
        <translation>Экспорт хроники</translation>
    </message>
    <message>
        <source>Story (*.%1)</source>
        <translation>Хроника (*.%1)</translation>
    </message>
    <message>
        <source>Could not save it: %1</source>
        <translation>Не удалось сохранить: %1</translation>
    </message>
    <message>
        <source>The story was saved to %1.</source>
        <translation>Хроника сохранена в %1.</translation>
    </message>
    <message>
        <source>The story is on the clipboard.</source>
        <translation>Хроника скопирована в буфер обмена.</translation>
    </message>
</context>
<context>
    <name>SetupPage</name>
    <message>
        <source>Only the main rule options</source>
        <translation>Только основные правила</translation>
    </message>
    <message>
        <source>All rule options…</source>
        <translation>Все настройки правил…</translation>
    </message>
    <message>
        <source>Bot %1</source>
        <translation>Бот %1</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n игрок</numerusform>
            <numerusform>%n игрока</numerusform>
            <numerusform>%n игроков</numerusform>
        </translation>
    </message>
    <message>
        <source>A classic game needs %1 to %2 players.</source>
        <translation>Для классики нужно от %1 до %2 игроков.</translation>
    </message>
    <message>
        <source>A Death Note game needs %1 to %2 players.</source>
        <translation>Для игры в «Тетрадь смерти» нужно от %1 до %2 игроков.</translation>
    </message>
    <message>
        <source>At least one person must play at a hot-seat table.</source>
        <translation>За столом хот-сита должен играть хотя бы один человек.</translation>
    </message>
    <message>
        <source>Enter a name for every player (or remove the empty rows).</source>
        <translation>Введите ник каждого игрока (или удалите пустые строки).</translation>
    </message>
    <message>
        <source>%1: a name must be plain text.</source>
        <translation>%1: ник должен быть простым текстом.</translation>
    </message>
    <message>
        <source>Two players are called %1; names must differ.</source>
        <translation>Два игрока с ником %1; ники должны различаться.</translation>
    </message>
    <message>
        <source>%1: a PIN has four digits (or leave it empty).</source>
        <translation>%1: PIN состоит из четырёх цифр (или оставьте поле пустым).</translation>
    </message>
    <message>
        <source>A rule option is not valid: %1</source>
        <translation>Недопустимая настройка правил: %1</translation>
    </message>
    <message>
        <source>Hot-seat: one computer for the whole table</source>
        <translation>Хот-сит: один компьютер на весь стол</translation>
    </message>
    <message>
        <source>Players (%1–%2)</source>
        <translation>Игроки (%1–%2)</translation>
    </message>
    <message>
        <source>Add a player</source>
        <translation>Добавить игрока</translation>
    </message>
    <message>
        <source>+ Bot</source>
        <translation>+ бот</translation>
    </message>
    <message>
        <source>Add a computer player to the table</source>
        <translation>Добавить за стол компьютерного игрока</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>Name of the game</source>
        <translation>Название игры</translation>
    </message>
    <message>
        <source>Hot-seat game</source>
        <translation>Игра за одним компьютером</translation>
    </message>
    <message>
        <source>Enter the players in their seating order. Nominations are entered openly on the board, and each voter taps his vote there; every game day each living player takes two private turns behind a curtain (at nightfall, and after the morning's newspaper) — civilians too — so nobody learns who had something to do. A PIN keeps a private screen for its owner.</source>
        <translation>Введите игроков в порядке рассадки. Выдвижения вводятся открыто на общем экране, и там же каждый голосующий нажимает на своего кандидата; каждый игровой день каждый живой игрок делает два личных хода за заставкой (с наступлением ночи и после утренней газеты) — мирные тоже, — чтобы никто не понял, у кого был ход. PIN защищает личный экран от чужих глаз.</translation>
    </message>
    <message>
        <source>Preset</source>
        <translation>Набор правил</translation>
    </message>
    <message>
        <source>Death Note</source>
        <translation>Тетрадь смерти</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Классика</translation>
    </message>
    <message>
        <source>Timers</source>
        <translation>Таймеры</translation>
    </message>
    <message>
        <source>Each phase ends when its time runs out (minutes)</source>
        <translation>Фаза заканчивается, когда выйдет её время (минуты)</translation>
    </message>
    <message>
        <source>The board counts down; at zero the phase ends as if "Next phase" were pressed. A vote or a night ends as soon as everybody has voted or acted. The clock stops during the private turns.</source>
        <translation>Табло ведёт обратный отсчёт; на нуле фаза заканчивается, как от кнопки «Следующая фаза». Голосование и ночь заканчиваются, как только все проголосовали или сделали ход. Во время личных ходов часы стоят.</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>Начать игру</translation>
    </message>
</context>
<context>
    <name>StoryExport</name>
    <message>
        <source>DN Mafia — the story of the game: {result}</source>
        <translation>DN Mafia — итоги партии: {result}</translation>
    </message>
    <message>
        <source>Roles</source>
        <translation>Роли</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Роль</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Сторона</translation>
    </message>
    <message>
        <source>Fate</source>
        <translation>Итог</translation>
    </message>
    <message>
        <source>alive</source>
        <translation>в живых</translation>
    </message>
    <message>
        <source>died on {at}</source>
        <translation>смерть: {at}</translation>
    </message>
    <message>
        <source>day {day}, {time}</source>
        <translation>день {day}, {time}</translation>
    </message>
    <message>
        <source>Deaths</source>
        <translation>Смерти</translation>
    </message>
    <message>
        <source>Day {day}</source>
        <translation>День {day}</translation>
    </message>
    <message>
        <source>Night after day {day}</source>
        <translation>Ночь после дня {day}</translation>
    </message>
    <message>
        <source>Nobody died.</source>
        <translation>Никто не погиб.</translation>
    </message>
    <message>
        <source>{name} ({role}), {at} — {cause}</source>
        <translation>{name} ({role}), {at} — {cause}</translation>
    </message>
    <message>
        <source>circumstances: {text}</source>
        <translation>обстоятельства: «{text}»</translation>
    </message>
    <message>
        <source>by day</source>
        <translation>днём</translation>
    </message>
    <message>
        <source>at night</source>
        <translation>ночью</translation>
    </message>
    <message>
        <source>Failed attempts that night: {count}.</source>
        <translation>Неудачных покушений за ночь: {count}.</translation>
    </message>
    <message>
        <source>Executions and votes</source>
        <translation>Казни и голосования</translation>
    </message>
    <message>
        <source>No vote was held.</source>
        <translation>Голосований не было.</translation>
    </message>
    <message>
        <source>Vote</source>
        <translation>Голосование</translation>
    </message>
    <message>
        <source>Runoff</source>
        <translation>Переголосование</translation>
    </message>
    <message>
        <source>Candidates: {names}.</source>
        <translation>Кандидаты: {names}.</translation>
    </message>
    <message>
        <source>Nobody was nominated.</source>
        <translation>Никого не выдвинули.</translation>
    </message>
    <message>
        <source>Candidate</source>
        <translation>Кандидат</translation>
    </message>
    <message>
        <source>Votes</source>
        <translation>Голосов</translation>
    </message>
    <message>
        <source>Voters</source>
        <translation>Кто голосовал</translation>
    </message>
    <message>
        <source>Abstained: {names}.</source>
        <translation>Воздержались: {names}.</translation>
    </message>
    <message>
        <source>Result: {text}.</source>
        <translation>Итог: {text}.</translation>
    </message>
    <message>
        <source>{name} is executed ({role})</source>
        <translation>казнь — {name} ({role})</translation>
    </message>
    <message>
        <source>nobody is executed</source>
        <translation>никого не казнили</translation>
    </message>
    <message>
        <source>a tie — runoff between {names}</source>
        <translation>равенство голосов, переголосование между {names}</translation>
    </message>
    <message>
        <source>the vote did not finish</source>
        <translation>голосование не завершилось</translation>
    </message>
    <message>
        <source>a tie: nobody is executed</source>
        <translation>равенство голосов: никого не казнили</translation>
    </message>
    <message>
        <source>own missed vote</source>
        <translation>собственный пропущенный голос</translation>
    </message>
    <message>
        <source>a draw: {days} game days in a row without a death or a name written</source>
        <translation>ничья: игровых дней подряд без смертей и без записей в Тетради — {days}</translation>
    </message>
    <message>
        <source>a draw: {days} game days in a row without a death</source>
        <translation>ничья: игровых дней подряд без смертей — {days}</translation>
    </message>
    <message>
        <source>The notebook's path</source>
        <translation>Путь Тетради</translation>
    </message>
    <message>
        <source>the notebook belongs to {who}</source>
        <translation>владелец Тетради — {who}</translation>
    </message>
    <message>
        <source>the notebook passes to {who}</source>
        <translation>Тетрадь переходит к игроку {who}</translation>
    </message>
    <message>
        <source>the notebook is lent to {who}</source>
        <translation>Тетрадь одолжена игроку {who}</translation>
    </message>
    <message>
        <source>the notebook returns to its owner, {who}</source>
        <translation>Тетрадь возвращается владельцу — {who}</translation>
    </message>
    <message>
        <source>{who} takes the shinigami eyes</source>
        <translation>{who} берёт глаза синигами</translation>
    </message>
    <message>
        <source>{who} destroys the notebook</source>
        <translation>{who} уничтожает Тетрадь</translation>
    </message>
    <message>
        <source>The shinigami eyes</source>
        <translation>Глаза синигами</translation>
    </message>
    <message>
        <source>{who} — {at}</source>
        <translation>{who} — {at}</translation>
    </message>
    <message>
        <source>Nobody took the eyes.</source>
        <translation>Глаза синигами не брал никто.</translation>
    </message>
    <message>
        <source>Names written in the notebook</source>
        <translation>Записи в Тетради</translation>
    </message>
    <message>
        <source>No name was written.</source>
        <translation>В Тетрадь не вписано ни одного имени.</translation>
    </message>
    <message>
        <source>Written by</source>
        <translation>Кто записал</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Кого</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Когда</translation>
    </message>
    <message>
        <source>Death</source>
        <translation>Смерть</translation>
    </message>
    <message>
        <source>Circumstances</source>
        <translation>Обстоятельства</translation>
    </message>
    <message>
        <source>no effect</source>
        <translation>без последствий</translation>
    </message>
    <message>
        <source>Winners</source>
        <translation>Победа</translation>
    </message>
    <message>
        <source>Winners: {names}.</source>
        <translation>Победители: {names}.</translation>
    </message>
    <message>
        <source>Survivors: {names}.</source>
        <translation>Выжившие: {names}.</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>никто</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Kira</source>
        <translation>Кира</translation>
    </message>
    <message>
        <source>nobody's side</source>
        <translation>сам за себя</translation>
    </message>
    <message>
        <source>shot at night</source>
        <translation>ночной выстрел</translation>
    </message>
    <message>
        <source>mafia</source>
        <translation>мафия</translation>
    </message>
    <message>
        <source>maniac</source>
        <translation>маньяк</translation>
    </message>
    <message>
        <source>town</source>
        <translation>город</translation>
    </message>
    <message>
        <source>the town wins</source>
        <translation>победа города</translation>
    </message>
    <message>
        <source>the mafia wins</source>
        <translation>победа мафии</translation>
    </message>
    <message>
        <source>Kira wins</source>
        <translation>победа Киры</translation>
    </message>
    <message>
        <source>the maniac wins</source>
        <translation>победа маньяка</translation>
    </message>
    <message>
        <source>the second family wins</source>
        <translation>победа второй семьи</translation>
    </message>
    <message>
        <source>nobody wins, no one survived</source>
        <translation>победителей нет, не выжил никто</translation>
    </message>
    <message>
        <source>a draw: the game stalled</source>
        <translation>ничья: игра зашла в тупик</translation>
    </message>
    <message>
        <source>executed by the town's vote</source>
        <translation>казнь по итогам голосования</translation>
    </message>
    <message>
        <source>written in the notebook</source>
        <translation>смерть от записи в Тетради</translation>
    </message>
    <message>
        <source>killed by the mafia</source>
        <translation>выстрел мафии</translation>
    </message>
    <message>
        <source>shot by L</source>
        <translation>выстрел L</translation>
    </message>
    <message>
        <source>removed for inactivity</source>
        <translation>снятие с игры за неактивность</translation>
    </message>
    <message>
        <source>removed: no name was written in the notebook for a whole game day</source>
        <translation>снятие с игры: за игровой день в Тетрадь не вписано ни одного имени</translation>
    </message>
    <message>
        <source>removed from the game</source>
        <translation>исключение из игры</translation>
    </message>
    <message>
        <source>shot by the executioner</source>
        <translation>выстрел палача</translation>
    </message>
    <message>
        <source>killed by the maniac</source>
        <translation>от руки маньяка</translation>
    </message>
    <message>
        <source>killed by a lawyer strike</source>
        <translation>удар адвоката</translation>
    </message>
    <message>
        <source>killed by the Don's strike</source>
        <translation>удар Дона</translation>
    </message>
    <message>
        <source>paid for his failed strikes</source>
        <translation>расплата за неудачные удары</translation>
    </message>
</context>
<context>
    <name>SummaryPage</name>
    <message numerus="yes">
        <source>Sides in %n game(s) of %1</source>
        <translation>
            <numerusform>Стороны в %n игре «%1»</numerusform>
            <numerusform>Стороны в %n играх «%1»</numerusform>
            <numerusform>Стороны в %n играх «%1»</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableNarration</name>
    <message>
        <source>Russian</source>
        <translation>русского</translation>
    </message>
    <message>
        <source>English</source>
        <translation>английского</translation>
    </message>
    <message>
        <source>No %1 voice on this computer: the narration is shown as captions (dnmafia doctor says how to add a voice).</source>
        <translation>На этом компьютере нет голоса для %1 языка: ведущий говорит субтитрами (как добавить голос, подскажет dnmafia doctor).</translation>
    </message>
</context>
<context>
    <name>TableRoles</name>
    <message>
        <source>Add a role file</source>
        <translation>Добавить файл роли</translation>
    </message>
    <message>
        <source>Role files (*.toml)</source>
        <translation>Файлы ролей (*.toml)</translation>
    </message>
    <message>
        <source>A role of the other rules: not played at this table</source>
        <translation>Роль других правил: за этим столом не играет</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Изменить…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Убрать</translation>
    </message>
    <message>
        <source>seats:</source>
        <translation>игроков:</translation>
    </message>
    <message>
        <source>Roles of this table</source>
        <translation>Роли этого стола</translation>
    </message>
    <message>
        <source>Only the rules' own roles. Add a role of your own from a role file, or compose a new one.</source>
        <translation>Только роли самих правил. Добавьте свою роль из файла роли или составьте новую.</translation>
    </message>
    <message>
        <source>Add from file…</source>
        <translation>Добавить из файла…</translation>
    </message>
    <message>
        <source>New role…</source>
        <translation>Новая роль…</translation>
    </message>
</context>
<context>
    <name>TableRules</name>
    <message>
        <source>The mafia</source>
        <translation>Мафия</translation>
    </message>
    <message>
        <source>The second family</source>
        <translation>Вторая семья</translation>
    </message>
    <message>
        <source>The town</source>
        <translation>Город</translation>
    </message>
    <message>
        <source>On their own</source>
        <translation>Сами за себя</translation>
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
        <translation>Классическая мафия</translation>
    </message>
    <message>
        <source>Each game day, whoever has not both written in the game chat and voted by %1 is removed from the game: one of the two is not enough.</source>
        <translation>Каждый игровой день тот, кто к %1 не написал в игровой чат и не проголосовал, выбывает из игры: нужно и то и другое, одного мало.</translation>
    </message>
    <message>
        <source>Each game day, whoever has not voted by %1 is removed from the game; writing in the chat is not required.</source>
        <translation>Каждый игровой день тот, кто не проголосовал к %1, выбывает из игры; писать в чат не обязательно.</translation>
    </message>
    <message>
        <source>Each game day, whoever has not written in the game chat by %1 is removed from the game; voting is not required for it.</source>
        <translation>Каждый игровой день тот, кто к %1 ничего не написал в игровой чат, выбывает из игры; голосование для этого не обязательно.</translation>
    </message>
    <message>
        <source>Nobody is removed for inactivity: no duty is switched on.</source>
        <translation>За неактивность никто не выбывает: ни одна обязанность не включена.</translation>
    </message>
    <message>
        <source>An abstention counts as a vote.</source>
        <translation>Воздержание считается голосом.</translation>
    </message>
    <message>
        <source>Death Note mafia</source>
        <translation>Мафия «Тетрадь смерти»</translation>
    </message>
    <message>
        <source>The roles in play</source>
        <translation>Роли в игре</translation>
    </message>
    <message>
        <source>The rules give no deal for this many players.</source>
        <translation>Для такого числа игроков правила не дают раздачи.</translation>
    </message>
    <message>
        <source>The counts are public; who holds which role is not.</source>
        <translation>Сколько каких ролей — известно всем; у кого какая — нет.</translation>
    </message>
    <message>
        <source>The host's own roles</source>
        <translation>Роли ведущего</translation>
    </message>
    <message>
        <source>Scenarios</source>
        <translation>Сценарии</translation>
    </message>
    <message>
        <source>None: the classic game as it is.</source>
        <translation>Нет: классическая игра как она есть.</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <source>In bold: changed from the preset's defaults. The rules are frozen when the game starts.</source>
        <translation>Жирным — то, что отличается от умолчаний набора. С началом игры правила не меняются.</translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <translation>%1 (%2): %3</translation>
    </message>
    <message>
        <source>The host's role: %1 (%2)</source>
        <translation>Роль ведущего: %1 (%2)</translation>
    </message>
    <message>
        <source>Scenario: %1</source>
        <translation>Сценарий: %1</translation>
    </message>
    <message>
        <source>Every other option as the preset's defaults.</source>
        <translation>Остальные настройки — по умолчанию.</translation>
    </message>
</context>
<context>
    <name>TargetAction</name>
    <message>
        <source>Your vote for %1 cannot be changed. Cast it?</source>
        <translation>Голос за игрока %1 нельзя будет изменить. Отдать его?</translation>
    </message>
    <message>
        <source>Cast the vote</source>
        <translation>Отдать голос</translation>
    </message>
    <message>
        <source>You will not be able to change your abstention. Abstain?</source>
        <translation>Передумать после этого будет нельзя. Воздержаться?</translation>
    </message>
    <message>
        <source>Concede defeat for good? It cannot be taken back; when every living mafioso has conceded, the town wins.</source>
        <translation>Признать поражение? Это нельзя отменить; когда поражение признают все живые мафиози, побеждает город.</translation>
    </message>
    <message>
        <source>Strike %1 as %2? It cannot be taken back: a right guess kills, and nothing saves him; a wrong one is announced, and a miss may cost your life.</source>
        <translation>Удар адвоката: %1, роль — %2? Отменить его нельзя: при верной догадке цель погибает и ничто её не спасёт; о промахе объявят, а промах может стоить вам жизни.</translation>
    </message>
    <message>
        <source>The Don's strike on %1? It cannot be taken back, and no doctor or vest stops it.</source>
        <translation>Удар Дона: %1? Отменить его нельзя, и ни доктор, ни бронежилет его не остановят.</translation>
    </message>
    <message>
        <source>%1 cannot be undone. Go on?</source>
        <translation>%1 — это нельзя отменить. Продолжить?</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
</context>
<context>
    <name>TargetChoice</name>
    <message>
        <source>Choose…</source>
        <translation>Выберите…</translation>
    </message>
</context>
<context>
    <name>TitleMark</name>
    <message>
        <source>Your turn</source>
        <translation>Ваш ход</translation>
    </message>
</context>
<context>
    <name>WaitingLine</name>
    <message numerus="yes">
        <source>Waiting for %n more player(s)</source>
        <translation>
            <numerusform>Ждём ещё %n игрока</numerusform>
            <numerusform>Ждём ещё %n игроков</numerusform>
            <numerusform>Ждём ещё %n игроков</numerusform>
        </translation>
    </message>
    <message>
        <source>Everybody has made a move</source>
        <translation>Все сделали ход</translation>
    </message>
</context>
<context>
    <name>WebSeatsBox</name>
    <message>
        <source>Play from your phone: scan the code</source>
        <translation>Играть с телефона: наведите камеру</translation>
    </message>
</context>
<context>
    <name>_LobbyPlurals</name>
    <message numerus="yes">
        <source>%n more player(s) needed to start: this game needs at least %1.</source>
        <translation>
            <numerusform>Нужен ещё %n игрок, чтобы начать: для этой игры нужно не меньше %1.</numerusform>
            <numerusform>Нужны ещё %n игрока, чтобы начать: для этой игры нужно не меньше %1.</numerusform>
            <numerusform>Нужно ещё %n игроков, чтобы начать: для этой игры нужно не меньше %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>_Plurals</name>
    <message numerus="yes">
        <source>The roles in play (%n player(s))</source>
        <translation>
            <numerusform>Роли в игре (%n игрок)</numerusform>
            <numerusform>Роли в игре (%n игрока)</numerusform>
            <numerusform>Роли в игре (%n игроков)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n vest(s) dealt</source>
        <translation>
            <numerusform>раздаётся %n жилет</numerusform>
            <numerusform>раздаётся %n жилета</numerusform>
            <numerusform>раздаётся %n жилетов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n attempt(s) failed</source>
        <translation>
            <numerusform>%n покушение не удалось</numerusform>
            <numerusform>%n покушения не удались</numerusform>
            <numerusform>%n покушений не удались</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game day(s)</source>
        <translation>
            <numerusform>%n игровой день</numerusform>
            <numerusform>%n игровых дня</numerusform>
            <numerusform>%n игровых дней</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>_SetupPlurals</name>
    <message numerus="yes">
        <source>%n player(s) already sit at the table.</source>
        <translation>
            <numerusform>За столом уже сидит %n игрок.</numerusform>
            <numerusform>За столом уже сидят %n игрока.</numerusform>
            <numerusform>За столом уже сидят %n игроков.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>doctor</name>
    <message>
        <source>X11 windows need system packages missing here: sudo apt-get install %1</source>
        <translation>Окнам X11 нужны системные пакеты, которых здесь нет: sudo apt-get install %1</translation>
    </message>
    <message>
        <source>No display: neither DISPLAY nor WAYLAND_DISPLAY is set, so no window can open. Start DN Mafia from a desktop session (or set DISPLAY, e.g. DISPLAY=:0, to a running X server); QT_QPA_PLATFORM=offscreen checks the rest without windows.</source>
        <translation>Нет дисплея: не заданы ни DISPLAY, ни WAYLAND_DISPLAY, поэтому ни одно окно не откроется. Запустите DN Mafia из графического сеанса (или укажите в DISPLAY работающий X-сервер, например DISPLAY=:0); с QT_QPA_PLATFORM=offscreen остальное проверяется без окон.</translation>
    </message>
    <message>
        <source>Qt platform plugin does not load (QT_QPA_PLATFORM=%1): %2</source>
        <translation>Модуль платформы Qt не загружается (QT_QPA_PLATFORM=%1): %2</translation>
    </message>
    <message>
        <source>Qt platform plugin "%1" loads</source>
        <translation>Модуль платформы Qt «%1» загружается</translation>
    </message>
    <message>
        <source>Qt cannot draw the SVG icons</source>
        <translation>Qt не может нарисовать значки SVG</translation>
    </message>
    <message>
        <source>DN Mafia doctor</source>
        <translation>Проверка DN Mafia</translation>
    </message>
    <message>
        <source>%1 check(s) failed:</source>
        <translation>Не пройдено проверок: %1</translation>
    </message>
    <message>
        <source>All is well.</source>
        <translation>Всё в порядке.</translation>
    </message>
    <message>
        <source>DN Mafia %1 · Python %2 · Qt %3 (PySide6 %4) · zeroconf %5 · msgpack %6</source>
        <translation>DN Mafia %1 · Python %2 · Qt %3 (PySide6 %4) · zeroconf %5 · msgpack %6</translation>
    </message>
    <message>
        <source>icons: %1 of %2 missing or unreadable in %3: %4</source>
        <translation>значки: %1 из %2 нет или не читаются в %3: %4</translation>
    </message>
    <message>
        <source>icons: all %1 found in %2</source>
        <translation>значки: все %1 найдены в %2</translation>
    </message>
    <message>
        <source>Russian translation</source>
        <translation>Русский перевод</translation>
    </message>
    <message>
        <source>English translation</source>
        <translation>Английский перевод</translation>
    </message>
    <message>
        <source>%1: not found or unreadable: %2</source>
        <translation>%1: не найден или не читается: %2</translation>
    </message>
    <message>
        <source>%1: %2 translates nothing</source>
        <translation>%1: %2 ничего не переводит</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: not writable: %2</source>
        <translation>%1: запись невозможна: %2</translation>
    </message>
    <message>
        <source>%1: %2 (writable)</source>
        <translation>%1: %2 (запись возможна)</translation>
    </message>
    <message>
        <source>config dir</source>
        <translation>папка настроек</translation>
    </message>
    <message>
        <source>data dir</source>
        <translation>папка данных</translation>
    </message>
    <message>
        <source>host key: %1</source>
        <translation>ключ ведущего: %1</translation>
    </message>
    <message>
        <source>host key: cannot read: %1</source>
        <translation>ключ ведущего: не читается: %1</translation>
    </message>
    <message>
        <source>host key: none yet (made in %1 when a table is first hosted)</source>
        <translation>ключ ведущего: ещё нет (будет создан в %1, когда впервые откроется стол)</translation>
    </message>
    <message>
        <source>host key: code %1, fingerprint %2 (%3)</source>
        <translation>ключ ведущего: код %1, отпечаток %2 (%3)</translation>
    </message>
    <message>
        <source>phones' sealing key: %1</source>
        <translation>ключ защиты телефонов: %1</translation>
    </message>
    <message>
        <source>phones' sealing key: none yet (the first table you host makes it in %1)</source>
        <translation>ключ защиты телефонов: ещё не создан (первый открытый вами стол создаст его в %1)</translation>
    </message>
    <message>
        <source>phones' sealing key: %1, fingerprint %2</source>
        <translation>ключ защиты телефонов: %1, отпечаток %2</translation>
    </message>
    <message>
        <source>saved games: cannot read: %1</source>
        <translation>сохранённые игры: не читаются: %1</translation>
    </message>
    <message>
        <source>saved game %1 is damaged and cannot be opened: %2</source>
        <translation>сохранённая игра %1 повреждена и не открывается: %2</translation>
    </message>
    <message>
        <source>saved game %1 is damaged; it opens up to its last intact record: %2</source>
        <translation>сохранённая игра %1 повреждена; она откроется до последней целой записи: %2</translation>
    </message>
    <message>
        <source>saved games in %1: %2, of them %3 finished</source>
        <translation>сохранённые игры в %1: %2, из них завершено %3</translation>
    </message>
    <message>
        <source>settings from the environment: %1</source>
        <translation>настройки из переменных окружения: %1</translation>
    </message>
    <message>
        <source>network interfaces: %1</source>
        <translation>сетевые интерфейсы: %1</translation>
    </message>
    <message>
        <source>network interfaces for the LAN (DNMAFIA_INTERFACES): %1</source>
        <translation>сетевые интерфейсы для локальной сети (DNMAFIA_INTERFACES): %1</translation>
    </message>
    <message>
        <source>network interfaces: none with IPv4</source>
        <translation>сетевые интерфейсы: ни одного с IPv4</translation>
    </message>
    <message>
        <source>network interfaces for the LAN (all): %1</source>
        <translation>сетевые интерфейсы для локальной сети (все): %1</translation>
    </message>
    <message>
        <source>LAN discovery on loopback fails: %1</source>
        <translation>поиск столов на локальном адресе не работает: %1</translation>
    </message>
    <message>
        <source>LAN discovery on loopback: the probe table was not found</source>
        <translation>поиск столов на локальном адресе: пробный стол не найден</translation>
    </message>
    <message>
        <source>LAN discovery works on loopback (%1)</source>
        <translation>поиск столов работает на локальном адресе (%1)</translation>
    </message>
    <message>
        <source>%1 is not a port: %2</source>
        <translation>%1 — не номер порта: %2</translation>
    </message>
    <message>
        <source>web seat port %1 cannot be served (another program has it?): %2</source>
        <translation>порт веб-места %1 недоступен (его занимает другая программа?): %2</translation>
    </message>
    <message>
        <source>web seat port %1 can be served (checked on %2)</source>
        <translation>веб-места можно открыть на порту %1 (проверено на %2)</translation>
    </message>
    <message>
        <source>add the language's voice in Settings → Time &amp; language → Speech</source>
        <translation>добавьте голос языка в Параметрах → Время и язык → Речь</translation>
    </message>
    <message>
        <source>add the language's voice in System Settings → Accessibility → Spoken content</source>
        <translation>добавьте голос языка в Системных настройках → Универсальный доступ → Устный контент</translation>
    </message>
    <message>
        <source>sudo apt-get install speech-dispatcher espeak-ng (or, for a better Russian voice, RHVoice: speech-dispatcher-rhvoice rhvoice-russian)</source>
        <translation>sudo apt-get install speech-dispatcher espeak-ng (или, для русского голоса получше, RHVoice: speech-dispatcher-rhvoice rhvoice-russian)</translation>
    </message>
    <message>
        <source>No speech module (PySide6-Addons): the narrator shows captions only; to hear it: pip install "dnmafia[voice]"</source>
        <translation>Нет модуля речи (PySide6-Addons): ведущий говорит только субтитрами; чтобы его услышать: pip install "dnmafia[voice]"</translation>
    </message>
    <message>
        <source>No speech engine: the narrator shows captions only; %1</source>
        <translation>Нет синтезатора речи: ведущий говорит только субтитрами; %1</translation>
    </message>
    <message>
        <source>speech engines: %1</source>
        <translation>синтезаторы речи: %1</translation>
    </message>
    <message>
        <source>narrator's voices (%1): %2</source>
        <translation>голоса ведущего (%1): %2</translation>
    </message>
    <message>
        <source>No narrator's voice for "%1": its narration is shown as captions; %2</source>
        <translation>Нет голоса ведущего для «%1»: его слова показываются субтитрами; %2</translation>
    </message>
</context>
<context>
    <name>engine.graveyard</name>
    <message>
        <source>[graveyard] {by}: {text}</source>
        <comment>graveyard_chat</comment>
        <translation>[кладбище] {by}: {text}</translation>
    </message>
    <message>
        <source>[graveyard] {by} (spectator): {text}</source>
        <comment>graveyard_spectator</comment>
        <translation>[кладбище] {by} (зритель): {text}</translation>
    </message>
</context>
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
        <translation>[мафия] {by} — {action}: {target}.</translation>
    </message>
    <message>
        <source>[mafia] {by}: lawyer strike on {target} as {role}.</source>
        <comment>mafia_strike</comment>
        <translation>[мафия] {by}: удар адвоката по {target} как по роли «{role}».</translation>
    </message>
    <message>
        <source>[mafia] {by} offers {target} to join the mafia.</source>
        <comment>offer_sent</comment>
        <translation>[мафия] {by} предлагает {target} вступить в мафию.</translation>
    </message>
    <message>
        <source>[mafia] {name} declined the offer.</source>
        <comment>offer_declined</comment>
        <translation>[мафия] {name}: предложение отклонено.</translation>
    </message>
    <message>
        <source>[mafia] {name} declined the offer.</source>
        <comment>offer_declined|male</comment>
        <translation>[мафия] {name} отклонил предложение.</translation>
    </message>
    <message>
        <source>[mafia] {name} declined the offer.</source>
        <comment>offer_declined|female</comment>
        <translation>[мафия] {name} отклонила предложение.</translation>
    </message>
    <message>
        <source>[mafia] {name} joined the mafia.</source>
        <comment>offer_accepted</comment>
        <translation>[мафия] {name} — теперь в мафии.</translation>
    </message>
    <message>
        <source>[mafia] {name} joined the mafia.</source>
        <comment>offer_accepted|male</comment>
        <translation>[мафия] {name} вступил в мафию.</translation>
    </message>
    <message>
        <source>[mafia] {name} joined the mafia.</source>
        <comment>offer_accepted|female</comment>
        <translation>[мафия] {name} вступила в мафию.</translation>
    </message>
    <message>
        <source>[mafia] {by} concedes.</source>
        <comment>conceded</comment>
        <translation>[мафия] {by} признаёт поражение.</translation>
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
        <source>Inactivity rule: you have not written in the game chat today. Write at least one line before {time}, or you will be removed from the game.</source>
        <comment>inactive_warning_chat</comment>
        <translation>Правило неактивности: сегодня вы ещё ничего не написали в игровой чат. Напишите хотя бы строчку до {time}, иначе выбудете из игры.</translation>
    </message>
    <message>
        <source>Inactivity rule: you have not voted today. Vote before {time}, or you will be removed from the game.</source>
        <comment>inactive_warning_vote</comment>
        <translation>Правило неактивности: сегодня вы ещё не голосовали. Проголосуйте до {time}, иначе выбудете из игры.</translation>
    </message>
    <message>
        <source>Inactivity rule: today you have neither written in the game chat nor voted. Do both before {time}, or you will be removed from the game.</source>
        <comment>inactive_warning_chat_vote</comment>
        <translation>Правило неактивности: сегодня вы ещё не написали в игровой чат и не проголосовали. Сделайте и то и другое до {time}, иначе выбудете из игры.</translation>
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
    <message>
        <source>Your mafia family: {names}.</source>
        <comment>family_card</comment>
        <translation>Ваша мафиозная семья: {names}.</translation>
    </message>
    <message>
        <source>{name} is the Don.</source>
        <comment>don_now</comment>
        <translation>{name} — Дон.</translation>
    </message>
    <message>
        <source>{name} is the family&apos;s killer.</source>
        <comment>killer_now</comment>
        <translation>{name} — киллер семьи.</translation>
    </message>
    <message>
        <source>You wear a bulletproof vest.</source>
        <comment>vest_dealt</comment>
        <translation>На вас бронежилет.</translation>
    </message>
    <message>
        <source>Your vest stopped a shot; you have no vest any more.</source>
        <comment>vest_used</comment>
        <translation>Ваш бронежилет остановил выстрел; жилета у вас больше нет.</translation>
    </message>
    <message>
        <source>Your night action was blocked.</source>
        <comment>action_blocked</comment>
        <translation>Ваше ночное действие заблокировано.</translation>
    </message>
    <message>
        <source>Your night action on {target} did not happen: you died before it was carried out.</source>
        <comment>night_act_lost</comment>
        <translation>Ваше ночное действие (цель — {target}) не состоялось: вы погибли раньше, чем оно свершилось.</translation>
    </message>
    <message>
        <source>You are knocked out until nightfall.</source>
        <comment>knocked_out</comment>
        <translation>Вы оглушены до наступления ночи.</translation>
    </message>
    <message>
        <source>{target} was attacked by: {names}.</source>
        <comment>witness_report</comment>
        <translation>На {target} нападали: {names}.</translation>
    </message>
    <message>
        <source>Nobody attacked {target}.</source>
        <comment>witness_nobody</comment>
        <translation>На {target} никто не нападал.</translation>
    </message>
    <message>
        <source>{target} was attacked by: the mafia.</source>
        <comment>witness_mafia</comment>
        <translation>На {target} нападала мафия.</translation>
    </message>
    <message>
        <source>{target} was attacked by: the mafia, {names}.</source>
        <comment>witness_mafia_and</comment>
        <translation>На {target} нападали: мафия, {names}.</translation>
    </message>
    <message>
        <source>{by} offers you to join the mafia.</source>
        <comment>recruit_offer</comment>
        <translation>{by} предлагает вам вступить в мафию.</translation>
    </message>
    <message>
        <source>The offer to join the mafia has lapsed.</source>
        <comment>offer_lapsed</comment>
        <translation>Предложение вступить в мафию утратило силу.</translation>
    </message>
    <message>
        <source>You joined the mafia. Your family: {names}.</source>
        <comment>joined_family</comment>
        <translation>Вы вступили в мафию. Ваша семья: {names}.</translation>
    </message>
    <message>
        <source>You take {name}&apos;s seat: your role is {role}.</source>
        <comment>reserve_seated</comment>
        <translation>Вы занимаете место игрока {name}: ваша роль — {role}.</translation>
    </message>
    <message>
        <source>You were removed from the game; {by} takes your seat.</source>
        <comment>you_were_replaced</comment>
        <translation>Вы выбыли из игры; ваше место занимает {by}.</translation>
    </message>
    <message>
        <source>{by} takes {name}&apos;s seat in the family.</source>
        <comment>family_reserve</comment>
        <translation>{by} занимает в семье место игрока {name}.</translation>
    </message>
    <message>
        <source>{target} was visited by: {names}.</source>
        <comment>visitors_report</comment>
        <translation>К игроку {target} приходили: {names}.</translation>
    </message>
    <message>
        <source>Nobody visited {target}.</source>
        <comment>visitors_nobody</comment>
        <translation>К игроку {target} никто не приходил.</translation>
    </message>
    <message>
        <source>{target} was visited by: the mafia.</source>
        <comment>visitors_mafia</comment>
        <translation>К игроку {target} приходила мафия.</translation>
    </message>
    <message>
        <source>{target} was visited by: the mafia, {names}.</source>
        <comment>visitors_mafia_and</comment>
        <translation>К игроку {target} приходили: мафия, {names}.</translation>
    </message>
    <message>
        <source>{target} went to: {names}.</source>
        <comment>track_report</comment>
        <translation>Маршрут игрока {target} этой ночью: {names}.</translation>
    </message>
    <message>
        <source>{target} went nowhere last night.</source>
        <comment>track_nobody</comment>
        <translation>Игрок {target} этой ночью никуда не ходил.</translation>
    </message>
    <message>
        <source>On alert, you shot your visitors: {names}.</source>
        <comment>alert_report</comment>
        <translation>Вы были начеку и застрелили пришедших к вам: {names}.</translation>
    </message>
    <message>
        <source>The town executed you: you have won. The game goes on without you.</source>
        <comment>own_win_executed</comment>
        <translation>Город вас казнил — вы победили. Игра продолжается без вас.</translation>
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
        <translation>Голосование открыто. Кандидаты на казнь: {names}.</translation>
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
        <source>{name} is executed.</source>
        <comment>executed|male</comment>
        <translation>{name} казнён.</translation>
    </message>
    <message>
        <source>{name} is executed.</source>
        <comment>executed|female</comment>
        <translation>{name} казнена.</translation>
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
        <source>{name} has died.</source>
        <comment>died|male</comment>
        <translation>{name} погиб.</translation>
    </message>
    <message>
        <source>{name} has died.</source>
        <comment>died|female</comment>
        <translation>{name} погибла.</translation>
    </message>
    <message>
        <source>{name} has died: {circumstances}.</source>
        <comment>died_of</comment>
        <translation>Погиб игрок {name}: {circumstances}.</translation>
    </message>
    <message>
        <source>{name} has died: {circumstances}.</source>
        <comment>died_of|male</comment>
        <translation>{name} погиб: {circumstances}.</translation>
    </message>
    <message>
        <source>{name} has died: {circumstances}.</source>
        <comment>died_of|female</comment>
        <translation>{name} погибла: {circumstances}.</translation>
    </message>
    <message>
        <source>{name} is removed from the game.</source>
        <comment>removed</comment>
        <translation>Игрок {name} исключён из игры.</translation>
    </message>
    <message>
        <source>{name} is removed from the game.</source>
        <comment>removed|male</comment>
        <translation>{name} исключён из игры.</translation>
    </message>
    <message>
        <source>{name} is removed from the game.</source>
        <comment>removed|female</comment>
        <translation>{name} исключена из игры.</translation>
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
        <source>{days} game days in a row without a death or a name written: the game ends in a draw.</source>
        <comment>stalemate</comment>
        <translation>Игровых дней подряд без смертей и без вписанных в Тетрадь имён: {days}. Игра заканчивается ничьей.</translation>
    </message>
    <message>
        <source>{days} game days in a row without a death: the game ends in a draw.</source>
        <comment>stalemate_classic</comment>
        <translation>Игровых дней подряд без смертей: {days}. Игра заканчивается ничьей.</translation>
    </message>
    <message>
        <source>The vote as counted: {summary}.</source>
        <comment>vote_counted</comment>
        <translation>Голоса подсчитаны: {summary}.</translation>
    </message>
    <message>
        <source>{by}: {text}</source>
        <comment>chat</comment>
        <translation>{by}: {text}</translation>
    </message>
    <message>
        <source>The mafia&apos;s kill failed.</source>
        <comment>mafia_kill_failed</comment>
        <translation>Убийство мафии не удалось.</translation>
    </message>
    <message>
        <source>{name} survived a lawyer&apos;s strike.</source>
        <comment>survived_lawyer</comment>
        <translation>Удар адвоката: {name} остаётся в живых.</translation>
    </message>
    <message>
        <source>{name} survived the Don&apos;s strike.</source>
        <comment>survived_don</comment>
        <translation>Удар Дона: {name} остаётся в живых.</translation>
    </message>
    <message>
        <source>{name} is knocked out until nightfall.</source>
        <comment>knocked_out_public</comment>
        <translation>Игрок {name} оглушён до наступления ночи.</translation>
    </message>
    <message>
        <source>{name} is knocked out until nightfall.</source>
        <comment>knocked_out_public|male</comment>
        <translation>{name} оглушён до наступления ночи.</translation>
    </message>
    <message>
        <source>{name} is knocked out until nightfall.</source>
        <comment>knocked_out_public|female</comment>
        <translation>{name} оглушена до наступления ночи.</translation>
    </message>
    <message>
        <source>{name} was saved in the night.</source>
        <comment>saved_in_the_night</comment>
        <translation>Ночью спасли игрока {name}.</translation>
    </message>
    <message>
        <source>{name} was saved in the night.</source>
        <comment>saved_in_the_night|male</comment>
        <translation>{name} спасён ночью.</translation>
    </message>
    <message>
        <source>{name} was saved in the night.</source>
        <comment>saved_in_the_night|female</comment>
        <translation>{name} спасена ночью.</translation>
    </message>
    <message>
        <source>{name} ({role}) was saved in the night.</source>
        <comment>saved_in_the_night_role</comment>
        <translation>Ночью спасли игрока {name} ({role}).</translation>
    </message>
    <message>
        <source>{name} ({role}) was saved in the night.</source>
        <comment>saved_in_the_night_role|male</comment>
        <translation>{name} ({role}) спасён ночью.</translation>
    </message>
    <message>
        <source>{name} ({role}) was saved in the night.</source>
        <comment>saved_in_the_night_role|female</comment>
        <translation>{name} ({role}) спасена ночью.</translation>
    </message>
    <message>
        <source>{name} was removed for inactivity and replaced by {by}.</source>
        <comment>replaced</comment>
        <translation>Игрок {name} выбыл за неактивность; его место занимает {by}.</translation>
    </message>
    <message>
        <source>{name} was removed for inactivity and replaced by {by}.</source>
        <comment>replaced|male</comment>
        <translation>{name} выбыл за неактивность; его место занимает {by}.</translation>
    </message>
    <message>
        <source>{name} was removed for inactivity and replaced by {by}.</source>
        <comment>replaced|female</comment>
        <translation>{name} выбыла за неактивность; её место занимает {by}.</translation>
    </message>
    <message>
        <source>{name} was removed from the game and replaced by {by}.</source>
        <comment>replaced_by_host</comment>
        <translation>Игрок {name} выведен из игры; его место занимает {by}.</translation>
    </message>
    <message>
        <source>{name} was removed from the game and replaced by {by}.</source>
        <comment>replaced_by_host|male</comment>
        <translation>{name} выведен из игры; его место занимает {by}.</translation>
    </message>
    <message>
        <source>{name} was removed from the game and replaced by {by}.</source>
        <comment>replaced_by_host|female</comment>
        <translation>{name} выведена из игры; её место занимает {by}.</translation>
    </message>
    <message>
        <source>{name} joins the game from the reserves as a civilian.</source>
        <comment>reserve_enters</comment>
        <translation>{name} входит в игру из запасных как мирный.</translation>
    </message>
    <message>
        <source>{name} joins the game from the reserves as a civilian.</source>
        <comment>reserve_enters|male</comment>
        <translation>{name} входит в игру из запасных как мирный.</translation>
    </message>
    <message>
        <source>{name} joins the game from the reserves as a civilian.</source>
        <comment>reserve_enters|female</comment>
        <translation>{name} входит в игру из запасных как мирная.</translation>
    </message>
    <message>
        <source>{name} reveals the role {role}: from now on his vote counts twice.</source>
        <comment>role_claimed</comment>
        <translation>{name} раскрывает роль «{role}»: отныне этот голос считается за два.</translation>
    </message>
    <message>
        <source>Also won, by their own roles&apos; conditions: {names}.</source>
        <comment>own_wins</comment>
        <translation>Также победили — по условиям своих ролей: {names}.</translation>
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
        <source>Nobody is up for the vote yet.</source>
        <comment>no_candidates</comment>
        <translation>Пока никто не выдвинут на казнь.</translation>
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
        <source>Only the dead and the spectators write in the graveyard: you are still in the game.</source>
        <comment>graveyard_living</comment>
        <translation>На кладбище пишут только выбывшие и зрители, а вы ещё в игре.</translation>
    </message>
    <message>
        <source>{name} is a player&apos;s name: choose another name to write in the graveyard.</source>
        <comment>spectator_name</comment>
        <translation>{name} — имя игрока: чтобы писать на кладбище, выберите другое имя.</translation>
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
    <message>
        <source>{target} is in your own family.</source>
        <comment>own_family</comment>
        <translation>{target} — из вашей семьи.</translation>
    </message>
    <message>
        <source>You have no shots left.</source>
        <comment>no_shots_left</comment>
        <translation>У вас не осталось выстрелов.</translation>
    </message>
    <message>
        <source>There is no lawyer strike at this table.</source>
        <comment>strike_off</comment>
        <translation>За этим столом нет удара адвоката.</translation>
    </message>
    <message>
        <source>Name the role you guess: {roles}.</source>
        <comment>strike_role</comment>
        <translation>Назовите роль, которую угадываете: {roles}.</translation>
    </message>
    <message>
        <source>This strike is used up.</source>
        <comment>no_uses_left</comment>
        <translation>Этот удар исчерпан.</translation>
    </message>
    <message>
        <source>Only the family&apos;s killer may do this.</source>
        <comment>not_killer</comment>
        <translation>Это может только киллер семьи.</translation>
    </message>
    <message>
        <source>There is no Don strike at this table.</source>
        <comment>don_strike_off</comment>
        <translation>За этим столом нет удара Дона.</translation>
    </message>
    <message>
        <source>Only the Don may strike.</source>
        <comment>not_don</comment>
        <translation>Бить может только Дон.</translation>
    </message>
    <message>
        <source>There is no recruitment at this table.</source>
        <comment>recruitment_off</comment>
        <translation>За этим столом нет вербовки.</translation>
    </message>
    <message>
        <source>Your family has no recruitment right now.</source>
        <comment>no_recruit_right</comment>
        <translation>У вашей семьи сейчас нет права на вербовку.</translation>
    </message>
    <message>
        <source>An offer to {name} is still open.</source>
        <comment>offer_pending</comment>
        <translation>Предложение игроку {name} ещё в силе.</translation>
    </message>
    <message>
        <source>Nobody has offered you to join the mafia.</source>
        <comment>no_offer</comment>
        <translation>Вам никто не предлагал вступить в мафию.</translation>
    </message>
    <message>
        <source>You have already conceded.</source>
        <comment>already_conceded</comment>
        <translation>Вы уже признали поражение.</translation>
    </message>
    <message>
        <source>You are knocked out until nightfall and cannot vote.</source>
        <comment>knocked_out_vote</comment>
        <translation>Вы оглушены до наступления ночи и не можете голосовать.</translation>
    </message>
    <message>
        <source>You cannot block {target} two nights in a row.</source>
        <comment>same_block_twice</comment>
        <translation>Нельзя блокировать {target} две ночи подряд.</translation>
    </message>
    <message>
        <source>You cannot knock out {target} two nights in a row.</source>
        <comment>same_knock_twice</comment>
        <translation>Нельзя оглушить {target} две ночи подряд.</translation>
    </message>
    <message>
        <source>You cannot name {target} for this two nights in a row.</source>
        <comment>same_target_twice</comment>
        <translation>Нельзя выбрать {target} для этого две ночи подряд.</translation>
    </message>
    <message>
        <source>There is no Don to elect at this table.</source>
        <comment>no_election</comment>
        <translation>За этим столом Дона не выбирают.</translation>
    </message>
    <message>
        <source>You have already revealed your role.</source>
        <comment>already_revealed</comment>
        <translation>Вы уже раскрыли свою роль.</translation>
    </message>
    <message>
        <source>You have no alerts left.</source>
        <comment>no_alerts_left</comment>
        <translation>Ваши тревоги исчерпаны.</translation>
    </message>
</context>
<context>
    <name>engine.role</name>
    <message>
        <source>Don</source>
        <comment>don</comment>
        <translation>Дон</translation>
    </message>
    <message>
        <source>thug</source>
        <comment>thug</comment>
        <translation>громила</translation>
    </message>
    <message>
        <source>mafia</source>
        <comment>mafia</comment>
        <translation>мафия</translation>
    </message>
    <message>
        <source>doctor</source>
        <comment>doctor</comment>
        <translation>доктор</translation>
    </message>
    <message>
        <source>commissar</source>
        <comment>commissar</comment>
        <translation>комиссар</translation>
    </message>
    <message>
        <source>peacemaker</source>
        <comment>peacemaker</comment>
        <translation>миротворец</translation>
    </message>
    <message>
        <source>executioner</source>
        <comment>executioner</comment>
        <translation>палач</translation>
    </message>
    <message>
        <source>witness</source>
        <comment>witness</comment>
        <translation>свидетель</translation>
    </message>
    <message>
        <source>maniac</source>
        <comment>maniac</comment>
        <translation>маньяк</translation>
    </message>
    <message>
        <source>civilian</source>
        <comment>civilian</comment>
        <translation>мирный</translation>
    </message>
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
</context>
<context>
    <name>engine.setup</name>
    <message>
        <source>The players must be at least two distinct, non-empty names.</source>
        <comment>bad_players</comment>
        <translation>Нужны хотя бы два игрока с разными непустыми именами.</translation>
    </message>
    <message>
        <source>This game was set up under rules version {version}, which this version of DN Mafia does not know.</source>
        <comment>bad_rules_version</comment>
        <translation>Эта партия начата по правилам версии {version}, которых эта версия DN Mafia не знает.</translation>
    </message>
    <message>
        <source>A Death Note table seats {low}–{high} players.</source>
        <comment>deathnote_table_size</comment>
        <translation>За столом «Тетради смерти» — от {low} до {high} игроков.</translation>
    </message>
    <message>
        <source>A classic table seats {low}–{high} players.</source>
        <comment>classic_table_size</comment>
        <translation>За классическим столом — от {low} до {high} игроков.</translation>
    </message>
    <message>
        <source>{mafia} mafiosi out of {players} players: the mafia must start as a minority. Lower the mafia count.</source>
        <comment>mafia_majority</comment>
        <translation>{mafia} мафиози на {players} игроков: мафия должна начинать в меньшинстве. Уменьшите число мафиози.</translation>
    </message>
    <message>
        <source>The second family (mafia2, don2) needs the two-mafias scenario.</source>
        <comment>needs_two_mafias</comment>
        <translation>Для второй семьи (мафия-2, Дон-2) нужен сценарий «Две мафии».</translation>
    </message>
    <message>
        <source>Two mafias need at least {count} players.</source>
        <comment>two_mafias_size</comment>
        <translation>Для двух мафий нужно не меньше {count} игроков.</translation>
    </message>
    <message>
        <source>More mafia roles than mafia seats: raise the mafia count or take a role away.</source>
        <comment>too_many_mafia_roles</comment>
        <translation>Ролей мафии больше, чем мест мафии: увеличьте число мафиози или уберите роль.</translation>
    </message>
    <message>
        <source>More roles than players: take some optional roles away.</source>
        <comment>too_many_roles</comment>
        <translation>Ролей больше, чем игроков: уберите часть дополнительных ролей.</translation>
    </message>
    <message>
        <source>The deal names {name}, who is not a player.</source>
        <comment>deal_unknown_player</comment>
        <translation>В раздаче назван {name}, а такого игрока нет.</translation>
    </message>
    <message>
        <source>Unknown role {role} for {name}.</source>
        <comment>deal_unknown_role</comment>
        <translation>Неизвестная роль {role} у игрока {name}.</translation>
    </message>
    <message>
        <source>At most one {role}.</source>
        <comment>deal_role_twice</comment>
        <translation>Роль «{role}» может быть только одна.</translation>
    </message>
    <message>
        <source>The reserves must be distinct names, none of them a player.</source>
        <comment>bad_reserves</comment>
        <translation>Запасные должны иметь разные имена и не совпадать с игроками.</translation>
    </message>
    <message>
        <source>Items: {name} = {item} (only players, and only a vest).</source>
        <comment>bad_items</comment>
        <translation>Предметы: {name} = {item} (только игрокам и только бронежилет).</translation>
    </message>
    <message>
        <source>{file}: not a readable role file: {error}</source>
        <comment>role_file_syntax</comment>
        <translation>{file}: файл роли не читается: {error}</translation>
    </message>
    <message>
        <source>{file}: unknown field {field}.</source>
        <comment>role_unknown_field</comment>
        <translation>{file}: неизвестное поле {field}.</translation>
    </message>
    <message>
        <source>{file}: the field {field} is missing.</source>
        <comment>role_missing_field</comment>
        <translation>{file}: нет поля {field}.</translation>
    </message>
    <message>
        <source>{file}: {field} cannot be {value}.</source>
        <comment>role_bad_value</comment>
        <translation>{file}: {field} не может быть {value}.</translation>
    </message>
    <message>
        <source>{file}: {field}: unknown ability {ability}.</source>
        <comment>role_unknown_ability</comment>
        <translation>{file}: {field}: неизвестное умение {ability}.</translation>
    </message>
    <message>
        <source>{file}: {field}: the role could never {ability} ({phase}).</source>
        <comment>role_never_acts</comment>
        <translation>{file}: {field}: роль никогда не сможет выполнить действие {ability} ({phase}).</translation>
    </message>
    <message>
        <source>{file}: {field}: a night step for a role with no night action.</source>
        <comment>role_step_without_action</comment>
        <translation>{file}: {field}: ночной шаг у роли без ночного действия.</translation>
    </message>
    <message>
        <source>{file}: {field}: no rule option is called {option}.</source>
        <comment>role_unknown_option</comment>
        <translation>{file}: {field}: нет правила с названием {option}.</translation>
    </message>
    <message>
        <source>{file}: {field}: no role declares the night step {step}.</source>
        <comment>role_unknown_step</comment>
        <translation>{file}: {field}: ни одна роль не объявляет ночной шаг {step}.</translation>
    </message>
    <message>
        <source>{file}: {field}: the night order goes round in a circle: {steps}.</source>
        <comment>role_night_cycle</comment>
        <translation>{file}: {field}: порядок ночи замкнут в круг: {steps}.</translation>
    </message>
    <message>
        <source>{file}: the word {word} is defined twice (also in {other}).</source>
        <comment>role_duplicate_word</comment>
        <translation>{file}: слово {word} определено дважды (ещё в {other}).</translation>
    </message>
    <message>
        <source>{file}: a role of the {preset} rules, not of this table&apos;s.</source>
        <comment>role_other_preset</comment>
        <translation>{file}: роль правил «{preset}», а не правил этого стола.</translation>
    </message>
    <message>
        <source>{file}: the word {word} is a built-in role&apos;s: give your role its own word.</source>
        <comment>role_builtin_word</comment>
        <translation>{file}: слово {word} занято встроенной ролью: дайте своей роли своё слово.</translation>
    </message>
    <message>
        <source>{file}: {field}: a role of your own cannot act in the {preset} rules yet (their night is the notebook&apos;s).</source>
        <comment>role_night_is_code</comment>
        <translation>{file}: {field}: в правилах «{preset}» своя роль пока не может действовать (их ночь — ночь тетради).</translation>
    </message>
    <message>
        <source>{file}: the role {word} could never act at this table: each of its actions needs a rule option that is off.</source>
        <comment>role_never_acts_here</comment>
        <translation>{file}: роль {word} никогда не сможет действовать за этим столом: каждому её действию нужна выключенная опция правил.</translation>
    </message>
    <message>
        <source>{seats} seats dealt for {players} players: deal fewer roles.</source>
        <comment>too_many_seats</comment>
        <translation>Роздано мест: {seats}, а игроков {players}: раздайте меньше ролей.</translation>
    </message>
</context>
<context>
    <name>moments</name>
    <message>
        <source>day %1, %2</source>
        <translation>день %1, %2</translation>
    </message>
    <message>
        <source>day %1</source>
        <translation>день %1</translation>
    </message>
</context>
<context>
    <name>texts</name>
    <message>
        <source>Day</source>
        <translation>День</translation>
    </message>
    <message>
        <source>Vote</source>
        <translation>Голосование</translation>
    </message>
    <message>
        <source>Night</source>
        <translation>Ночь</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Игра окончена</translation>
    </message>
    <message>
        <source>Lobby</source>
        <translation>Лобби</translation>
    </message>
    <message>
        <source>Kira</source>
        <translation>Кира</translation>
    </message>
    <message>
        <source>Civilian</source>
        <translation>Мирный</translation>
    </message>
    <message>
        <source>Civilian</source>
        <comment>male</comment>
        <translation>Мирный</translation>
    </message>
    <message>
        <source>Civilian</source>
        <comment>female</comment>
        <translation>Мирная</translation>
    </message>
    <message>
        <source>Town</source>
        <translation>Город</translation>
    </message>
    <message>
        <source>not a mafioso</source>
        <translation>не мафия</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>неизвестно</translation>
    </message>
    <message>
        <source>Death Note</source>
        <translation>Тетрадь смерти</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Классика</translation>
    </message>
    <message>
        <source>the town</source>
        <translation>город</translation>
    </message>
    <message>
        <source>the mafia</source>
        <translation>мафия</translation>
    </message>
    <message>
        <source>the maniac</source>
        <translation>маньяк</translation>
    </message>
    <message>
        <source>nobody's side</source>
        <translation>сам за себя</translation>
    </message>
    <message>
        <source>the second family</source>
        <translation>вторая семья</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>никто</translation>
    </message>
    <message>
        <source>A draw: the game stalled</source>
        <translation>Ничья: игра зашла в тупик</translation>
    </message>
    <message>
        <source>The town wins</source>
        <translation>Победа города</translation>
    </message>
    <message>
        <source>The mafia wins</source>
        <translation>Победа мафии</translation>
    </message>
    <message>
        <source>Kira wins</source>
        <translation>Победа Киры</translation>
    </message>
    <message>
        <source>The maniac wins</source>
        <translation>Победа маньяка</translation>
    </message>
    <message>
        <source>The second family wins</source>
        <translation>Победа второй семьи</translation>
    </message>
    <message>
        <source>Nobody wins: no one survived</source>
        <translation>Победителей нет: никто не выжил</translation>
    </message>
    <message>
        <source>Say</source>
        <translation>Сказать</translation>
    </message>
    <message>
        <source>Nominate</source>
        <translation>Выдвинуть</translation>
    </message>
    <message>
        <source>Withdraw nomination</source>
        <translation>Снять</translation>
    </message>
    <message>
        <source>Cast a vote</source>
        <translation>Голосовать</translation>
    </message>
    <message>
        <source>Abstain</source>
        <translation>Воздержаться</translation>
    </message>
    <message>
        <source>Done for the night</source>
        <translation>Сплю</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Проверить</translation>
    </message>
    <message>
        <source>Shoot</source>
        <translation>Выстрелить</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Спасти</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Обыскать</translation>
    </message>
    <message>
        <source>Elect boss</source>
        <translation>Выбрать босса</translation>
    </message>
    <message>
        <source>Write a name</source>
        <translation>Вписать имя</translation>
    </message>
    <message>
        <source>Take the eyes</source>
        <translation>Взять глаза</translation>
    </message>
    <message>
        <source>Lend</source>
        <translation>Одолжить</translation>
    </message>
    <message>
        <source>Give away</source>
        <translation>Отдать</translation>
    </message>
    <message>
        <source>Destroy</source>
        <translation>Уничтожить</translation>
    </message>
    <message>
        <source>Block</source>
        <translation>Заблокировать</translation>
    </message>
    <message>
        <source>Watch</source>
        <translation>Смотреть</translation>
    </message>
    <message>
        <source>Knock out</source>
        <translation>Оглушить</translation>
    </message>
    <message>
        <source>Lawyer strike</source>
        <translation>Удар адвоката</translation>
    </message>
    <message>
        <source>Don strike</source>
        <translation>Удар Дона</translation>
    </message>
    <message>
        <source>Offer to join the mafia</source>
        <translation>Предложить вступить в мафию</translation>
    </message>
    <message>
        <source>Accept the offer</source>
        <translation>Принять предложение</translation>
    </message>
    <message>
        <source>Decline the offer</source>
        <translation>Отклонить предложение</translation>
    </message>
    <message>
        <source>Concede defeat</source>
        <translation>Признать поражение</translation>
    </message>
    <message>
        <source>Guard</source>
        <translation>Охранять</translation>
    </message>
    <message>
        <source>Follow</source>
        <translation>Следить</translation>
    </message>
    <message>
        <source>Frame</source>
        <translation>Подставить</translation>
    </message>
    <message>
        <source>Stay on alert tonight</source>
        <translation>Этой ночью быть начеку</translation>
    </message>
    <message>
        <source>Reveal your role</source>
        <translation>Раскрыть роль</translation>
    </message>
    <message>
        <source>a message</source>
        <translation>сообщение</translation>
    </message>
    <message>
        <source>nomination: %1</source>
        <translation>выдвижение: %1</translation>
    </message>
    <message>
        <source>nomination withdrawn</source>
        <translation>выдвижение снято</translation>
    </message>
    <message>
        <source>vote: %1</source>
        <translation>голос: %1</translation>
    </message>
    <message>
        <source>abstention</source>
        <translation>воздержание</translation>
    </message>
    <message>
        <source>a quiet night</source>
        <translation>ночь без действий</translation>
    </message>
    <message>
        <source>check: %1</source>
        <translation>проверка: %1</translation>
    </message>
    <message>
        <source>shot: %1</source>
        <translation>выстрел: %1</translation>
    </message>
    <message>
        <source>protection: %1</source>
        <translation>защита: %1</translation>
    </message>
    <message>
        <source>search: %1</source>
        <translation>обыск: %1</translation>
    </message>
    <message>
        <source>boss for the night: %1</source>
        <translation>глава на эту ночь: %1</translation>
    </message>
    <message>
        <source>name written: %1</source>
        <translation>вписано имя: %1</translation>
    </message>
    <message>
        <source>the eyes taken</source>
        <translation>глаза взяты</translation>
    </message>
    <message>
        <source>notebook lent to %1</source>
        <translation>Тетрадь передана на время: %1</translation>
    </message>
    <message>
        <source>notebook given away</source>
        <translation>Тетрадь отдана</translation>
    </message>
    <message>
        <source>notebook destroyed</source>
        <translation>Тетрадь уничтожена</translation>
    </message>
    <message>
        <source>block: %1</source>
        <translation>блок: %1</translation>
    </message>
    <message>
        <source>watch: %1</source>
        <translation>слежка: %1</translation>
    </message>
    <message>
        <source>knock-out: %1</source>
        <translation>оглушение: %1</translation>
    </message>
    <message>
        <source>lawyer's strike: %1</source>
        <translation>удар адвоката: %1</translation>
    </message>
    <message>
        <source>Don's strike: %1</source>
        <translation>удар Дона: %1</translation>
    </message>
    <message>
        <source>offer to join the mafia: %1</source>
        <translation>приглашение в мафию: %1</translation>
    </message>
    <message>
        <source>offer accepted</source>
        <translation>приглашение принято</translation>
    </message>
    <message>
        <source>offer declined</source>
        <translation>приглашение отклонено</translation>
    </message>
    <message>
        <source>defeat conceded</source>
        <translation>поражение признано</translation>
    </message>
    <message>
        <source>guard: %1</source>
        <translation>охрана: %1</translation>
    </message>
    <message>
        <source>following: %1</source>
        <translation>слежка за: %1</translation>
    </message>
    <message>
        <source>frame-up: %1</source>
        <translation>подстава: %1</translation>
    </message>
    <message>
        <source>on alert</source>
        <translation>ночь начеку</translation>
    </message>
    <message>
        <source>role revealed</source>
        <translation>роль раскрыта</translation>
    </message>
    <message>
        <source>executed</source>
        <translation>казнь</translation>
    </message>
    <message>
        <source>removed</source>
        <translation>вне игры</translation>
    </message>
    <message>
        <source>died at night</source>
        <translation>смерть ночью</translation>
    </message>
    <message>
        <source>died</source>
        <translation>нет в живых</translation>
    </message>
    <message>
        <source>executed by vote</source>
        <translation>казнь по итогам голосования</translation>
    </message>
    <message>
        <source>executed by vote</source>
        <comment>male</comment>
        <translation>казнён голосованием</translation>
    </message>
    <message>
        <source>executed by vote</source>
        <comment>female</comment>
        <translation>казнена голосованием</translation>
    </message>
    <message>
        <source>written in the notebook</source>
        <translation>имя вписано в Тетрадь</translation>
    </message>
    <message>
        <source>written in the notebook</source>
        <comment>male</comment>
        <translation>вписан в Тетрадь</translation>
    </message>
    <message>
        <source>written in the notebook</source>
        <comment>female</comment>
        <translation>вписана в Тетрадь</translation>
    </message>
    <message>
        <source>shot by the mafia</source>
        <translation>выстрел мафии</translation>
    </message>
    <message>
        <source>shot by the mafia</source>
        <comment>male</comment>
        <translation>застрелен мафией</translation>
    </message>
    <message>
        <source>shot by the mafia</source>
        <comment>female</comment>
        <translation>застрелена мафией</translation>
    </message>
    <message>
        <source>shot by L</source>
        <translation>выстрел L</translation>
    </message>
    <message>
        <source>shot by L</source>
        <comment>male</comment>
        <translation>застрелен L</translation>
    </message>
    <message>
        <source>shot by L</source>
        <comment>female</comment>
        <translation>застрелена L</translation>
    </message>
    <message>
        <source>removed for inactivity</source>
        <translation>исключение за неактивность</translation>
    </message>
    <message>
        <source>removed for inactivity</source>
        <comment>male</comment>
        <translation>исключён за неактивность</translation>
    </message>
    <message>
        <source>removed for inactivity</source>
        <comment>female</comment>
        <translation>исключена за неактивность</translation>
    </message>
    <message>
        <source>removed: no name written</source>
        <translation>вне игры: имя не вписано</translation>
    </message>
    <message>
        <source>removed from the game</source>
        <translation>исключение из игры</translation>
    </message>
    <message>
        <source>removed from the game</source>
        <comment>male</comment>
        <translation>исключён из игры</translation>
    </message>
    <message>
        <source>removed from the game</source>
        <comment>female</comment>
        <translation>исключена из игры</translation>
    </message>
    <message>
        <source>shot by the executioner</source>
        <translation>выстрел палача</translation>
    </message>
    <message>
        <source>shot by the executioner</source>
        <comment>male</comment>
        <translation>застрелен палачом</translation>
    </message>
    <message>
        <source>shot by the executioner</source>
        <comment>female</comment>
        <translation>застрелена палачом</translation>
    </message>
    <message>
        <source>killed by the maniac</source>
        <translation>от руки маньяка</translation>
    </message>
    <message>
        <source>killed by the maniac</source>
        <comment>male</comment>
        <translation>убит маньяком</translation>
    </message>
    <message>
        <source>killed by the maniac</source>
        <comment>female</comment>
        <translation>убита маньяком</translation>
    </message>
    <message>
        <source>killed by a lawyer strike</source>
        <translation>удар адвоката</translation>
    </message>
    <message>
        <source>killed by a lawyer strike</source>
        <comment>male</comment>
        <translation>убит ударом адвоката</translation>
    </message>
    <message>
        <source>killed by a lawyer strike</source>
        <comment>female</comment>
        <translation>убита ударом адвоката</translation>
    </message>
    <message>
        <source>killed by the Don's strike</source>
        <translation>удар Дона</translation>
    </message>
    <message>
        <source>killed by the Don's strike</source>
        <comment>male</comment>
        <translation>убит ударом Дона</translation>
    </message>
    <message>
        <source>killed by the Don's strike</source>
        <comment>female</comment>
        <translation>убита ударом Дона</translation>
    </message>
    <message>
        <source>shot at night</source>
        <translation>ночной выстрел</translation>
    </message>
    <message>
        <source>shot at night</source>
        <comment>male</comment>
        <translation>застрелен ночью</translation>
    </message>
    <message>
        <source>shot at night</source>
        <comment>female</comment>
        <translation>застрелена ночью</translation>
    </message>
    <message>
        <source>paid for his failed strikes</source>
        <translation>расплата за неудачные удары</translation>
    </message>
    <message>
        <source>paid for his failed strikes</source>
        <comment>male</comment>
        <translation>поплатился за неудачные удары</translation>
    </message>
    <message>
        <source>paid for his failed strikes</source>
        <comment>female</comment>
        <translation>поплатилась за неудачные удары</translation>
    </message>
    <message>
        <source>owner</source>
        <translation>владелец</translation>
    </message>
    <message>
        <source>first owner</source>
        <translation>первый владелец</translation>
    </message>
    <message>
        <source>lent</source>
        <translation>одолжена</translation>
    </message>
    <message>
        <source>returned</source>
        <translation>возвращена</translation>
    </message>
    <message>
        <source>took the eyes</source>
        <translation>глаза</translation>
    </message>
    <message>
        <source>destroyed</source>
        <translation>уничтожена</translation>
    </message>
    <message>
        <source>given away</source>
        <translation>отдана</translation>
    </message>
    <message>
        <source>he</source>
        <translation>он</translation>
    </message>
    <message>
        <source>she</source>
        <translation>она</translation>
    </message>
    <message>
        <source>Profession: %1</source>
        <translation>Профессия: %1</translation>
    </message>
    <message>
        <source>Appearance: %1</source>
        <translation>Внешность: %1</translation>
    </message>
    <message>
        <source>Character: %1</source>
        <translation>Характер: %1</translation>
    </message>
    <message>
        <source>Gender: %1</source>
        <translation>Пол: %1</translation>
    </message>
    <message>
        <source>player</source>
        <translation>игрок</translation>
    </message>
    <message>
        <source>reserve</source>
        <translation>запасной</translation>
    </message>
    <message>
        <source>waits for approval</source>
        <translation>ждёт одобрения</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>да</translation>
    </message>
    <message>
        <source>no</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>dead: %1</source>
        <translation>погибли: %1</translation>
    </message>
    <message>
        <source>nobody died</source>
        <translation>никто не погиб</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>own missed vote</source>
        <translation>собственный пропущенный голос</translation>
    </message>
    <message>
        <source>no candidates</source>
        <translation>кандидатов нет</translation>
    </message>
    <message>
        <source>abstained: %1</source>
        <translation>воздержались: %1</translation>
    </message>
    <message>
        <source>nominates %1</source>
        <translation>выдвигает: %1</translation>
    </message>
    <message>
        <source>votes %1</source>
        <translation>голосует: %1</translation>
    </message>
    <message>
        <source>abstains</source>
        <translation>воздерживается</translation>
    </message>
    <message>
        <source>Not connected to the table; try again when it is back.</source>
        <translation>Нет связи со столом; попробуйте снова, когда она восстановится.</translation>
    </message>
    <message>
        <source>The connection dropped before the table answered; the table's view shows whether it was taken.</source>
        <translation>Связь оборвалась раньше, чем стол ответил; принято ли действие, будет видно на экране стола.</translation>
    </message>
    <message>
        <source>The phase it was made in has ended; it was not applied.</source>
        <translation>Фаза, в которой это было сделано, уже закончилась: действие не применено.</translation>
    </message>
    <message>
        <source>The host has closed the table.</source>
        <translation>Ведущий закрыл стол.</translation>
    </message>
    <message>
        <source>The game is over and the table is closed.</source>
        <translation>Игра окончена, стол закрыт.</translation>
    </message>
    <message>
        <source>The host's program has quit; the table is closed.</source>
        <translation>Программа ведущего закрыта, стол закрыт.</translation>
    </message>
    <message>
        <source>Too many messages; slow down.</source>
        <translation>Слишком много сообщений; не так быстро.</translation>
    </message>
    <message>
        <source>Spectators cannot act.</source>
        <translation>Зрители не могут ходить.</translation>
    </message>
    <message>
        <source>The game has not started.</source>
        <translation>Игра ещё не началась.</translation>
    </message>
    <message>
        <source>A value was not understood.</source>
        <translation>Значение не распознано.</translation>
    </message>
    <message>
        <source>Wait for the host to answer your questions.</source>
        <translation>Дождитесь, пока ведущий ответит на ваши вопросы.</translation>
    </message>
    <message>
        <source>This table runs another version of DN Mafia.</source>
        <translation>За этим столом другая версия DN Mafia.</translation>
    </message>
    <message>
        <source>Wrong table password.</source>
        <translation>Неверный пароль стола.</translation>
    </message>
    <message>
        <source>This table needs a password: type it, then join again.</source>
        <translation>У этого стола есть пароль: введите его и подключитесь снова.</translation>
    </message>
    <message>
        <source>The table is full.</source>
        <translation>Все места за столом заняты.</translation>
    </message>
    <message>
        <source>Somebody already sits under this name.</source>
        <translation>Игрок с таким ником уже за столом.</translation>
    </message>
    <message>
        <source>Your seat at this table is no longer valid.</source>
        <translation>Ваше место за этим столом больше недействительно.</translation>
    </message>
    <message>
        <source>Too many wrong passwords or seat tokens came from your address.</source>
        <translation>С вашего адреса пришло слишком много неверных паролей или ключей места.</translation>
    </message>
    <message>
        <source>Too many connections are waiting at this table; trying again.</source>
        <translation>К этому столу ждёт подключения слишком много соединений; пробуем снова.</translation>
    </message>
    <message>
        <source>This page was opened without the table's key, and the host takes sealed phones only: scan the QR code on the host's screen.</source>
        <translation>Страница открыта без ключа стола, а ведущий пускает только защищённые телефоны: отсканируйте QR-код на экране ведущего.</translation>
    </message>
    <message>
        <source>This page's code is not this table's key (an old or a wrong code): scan the QR code on the host's screen again.</source>
        <translation>Код этой страницы не подходит к ключу стола (старый или чужой код): отсканируйте QR-код на экране ведущего заново.</translation>
    </message>
    <message>
        <source>A message on this link was changed or out of order; the link was closed and is made again.</source>
        <translation>Сообщение на этой связи было изменено или пришло не по порядку; связь закрыта и устанавливается заново.</translation>
    </message>
    <message>
        <source>This program's message was out of order; nothing was changed.</source>
        <translation>Сообщение программы пришло не по порядку; ничего не изменилось.</translation>
    </message>
    <message>
        <source>This name looks the same as a seated player's; choose another.</source>
        <translation>Это имя выглядит так же, как имя игрока за столом; выберите другое.</translation>
    </message>
    <message>
        <source>The game has started; you can join as a spectator.</source>
        <translation>Игра уже началась; можно войти как зритель.</translation>
    </message>
    <message>
        <source>This table has seats only for its listed players.</source>
        <translation>За этим столом места только для игроков из списка.</translation>
    </message>
    <message>
        <source>The host removed you from the table.</source>
        <translation>Ведущий убрал вас из-за стола.</translation>
    </message>
    <message>
        <source>This table's key has changed: the computer answering is not the one that hosted it before. Someone on the network may be pretending to be the host. Do not join; ask the host to compare the key code on the host's screen.</source>
        <translation>Ключ этого стола изменился: отвечает не тот компьютер, что вёл его раньше. Возможно, кто-то в сети выдаёт себя за ведущего. Не подключайтесь; попросите ведущего сверить код ключа на его экране.</translation>
    </message>
    <message>
        <source>Your seat was taken over by a new connection.</source>
        <translation>Ваше место занято новым подключением.</translation>
    </message>
    <message>
        <source>The connection timed out.</source>
        <translation>Время ожидания соединения истекло.</translation>
    </message>
    <message>
        <source>The table did not understand this program's message.</source>
        <translation>Стол не понял сообщение этой программы.</translation>
    </message>
    <message>
        <source>A message was too large for the table; the connection was closed.</source>
        <translation>Сообщение оказалось слишком большим для стола; соединение закрыто.</translation>
    </message>
    <message>
        <source>This program did not read the table's messages for too long; the connection was closed.</source>
        <translation>Программа слишком долго не принимала сообщения стола; соединение закрыто.</translation>
    </message>
    <message>
        <source>The host cannot save the game; ask the host.</source>
        <translation>Ведущему не удаётся сохранить игру; спросите ведущего.</translation>
    </message>
    <message>
        <source>The host did not accept your registration at this table.</source>
        <translation>Ведущий не принял вашу регистрацию за этим столом.</translation>
    </message>
    <message>
        <source>The table takes no more reserve players.</source>
        <translation>Этот стол больше не принимает запасных.</translation>
    </message>
    <message>
        <source>This table takes no reserve players: join it as a player, or watch it.</source>
        <translation>Этот стол не принимает запасных: садитесь игроком или смотрите игру.</translation>
    </message>
    <message>
        <source>You are a reserve: you play once you take a removed player's place.</source>
        <translation>Вы запасной: вы играете, когда займёте место выбывшего игрока.</translation>
    </message>
    <message>
        <source>The game cannot start: %1</source>
        <translation>Игру нельзя начать: %1</translation>
    </message>
    <message>
        <source>Try again in %1 s.</source>
        <translation>Попробуйте снова через %1 с.</translation>
    </message>
</context>
<context>
    <name>web</name>
    <message>
        <source>You concede for good: it cannot be taken back. Once every living mafioso has conceded (and no maniac lives), the town wins. Concede?</source>
        <translation>Признание поражения окончательно: отменить его нельзя. Когда поражение признают все живые мафиози (и маньяка в живых нет), побеждают мирные. Признать поражение?</translation>
    </message>
    <message>
        <source>The Don strikes %1 tonight: neither the doctor nor a vest saves the target. Strike?</source>
        <translation>Этой ночью Дон бьёт по игроку %1: от этого удара не спасут ни доктор, ни бронежилет. Нанести удар?</translation>
    </message>
    <message>
        <source>If %1's role is «%2», %1 dies tonight, and neither the doctor nor a vest saves the target. If not, your family may pay for the miss. Strike?</source>
        <translation>Если у игрока %1 роль «%2», этой ночью %1 погибает, и не спасут ни доктор, ни бронежилет. Если нет, промах может обойтись вашей семье дорого. Нанести удар?</translation>
    </message>
    <message>
        <source>You will not be able to change your abstention. Abstain?</source>
        <translation>Передумать после этого будет нельзя. Воздержаться?</translation>
    </message>
    <message>
        <source>«%1» cannot be undone. Go on?</source>
        <translation>«%1» — этого не отменить. Продолжить?</translation>
    </message>
    <message>
        <source>Game day</source>
        <translation>Игровой день</translation>
    </message>
    <message>
        <source>Time (HH:MM, 24-hour)</source>
        <translation>Время (ЧЧ:ММ, 24 часа)</translation>
    </message>
    <message>
        <source>HH:MM</source>
        <translation>ЧЧ:ММ</translation>
    </message>
    <message>
        <source>Enter the time as HH:MM, 24-hour (e.g. 21:30).</source>
        <translation>Введите время как ЧЧ:ММ, от 00:00 до 23:59 (например, 21:30).</translation>
    </message>
    <message>
        <source>(new)</source>
        <translation>(новое)</translation>
    </message>
    <message>
        <source>This seat is not sealed: others on the Wi-Fi could read what it is sent. To play sealed, scan the QR code on the host's screen.</source>
        <translation>Это место не защищено: другие в Wi-Fi могли бы прочитать то, что ему приходит. Чтобы играть защищённо, отсканируйте QR-код на экране ведущего.</translation>
    </message>
    <message>
        <source>This phone forgets its seat at the table: you cannot come back to it from here.</source>
        <translation>Этот телефон забудет ваше место за столом: вернуться на него отсюда будет нельзя.</translation>
    </message>
    <message>
        <source>You are out of the game: the graveyard tab is open to you.</source>
        <translation>Вы выбыли из игры: вам открыта вкладка «Кладбище».</translation>
    </message>
    <message>
        <source>A new game at this table: the same seats, a new deal.</source>
        <translation>Новая игра за этим столом: те же места, новая раздача.</translation>
    </message>
    <message>
        <source>Show my role</source>
        <translation>Показать роль</translation>
    </message>
    <message>
        <source>Hide</source>
        <translation>Скрыть</translation>
    </message>
    <message>
        <source>Your role is hidden. Hold your finger here to show it.</source>
        <translation>Ваша роль скрыта. Чтобы её показать, задержите здесь палец.</translation>
    </message>
    <message>
        <source>Your role is hidden. Tap to show it.</source>
        <translation>Ваша роль скрыта. Нажмите, чтобы показать.</translation>
    </message>
    <message>
        <source>Say something to everybody…</source>
        <translation>Написать всем…</translation>
    </message>
    <message>
        <source>Stop watching</source>
        <translation>Перестать смотреть</translation>
    </message>
    <message>
        <source>This phone's settings</source>
        <translation>Настройки этого телефона</translation>
    </message>
    <message>
        <source>A short sound when it is my turn</source>
        <translation>Короткий звук, когда мой ход</translation>
    </message>
    <message>
        <source>Show my role only after holding the cover</source>
        <translation>Показывать роль только по долгому нажатию</translation>
    </message>
    <message numerus="yes">
        <source>Waiting for %n player(s)</source>
        <translation>
            <numerusform>Ждём ещё %n игрока</numerusform>
            <numerusform>Ждём ещё %n игроков</numerusform>
            <numerusform>Ждём ещё %n игроков</numerusform>
        </translation>
    </message>
    <message>
        <source>Everybody has made a move</source>
        <translation>Все сделали ход</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Ваш ход</translation>
    </message>
</context>
</TS>
