<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>BuiltinNames</name>
    <message>
        <source>Fine-tune BERT-base for classification</source>
        <translation>Дообучение BERT-base для классификации</translation>
    </message>
    <message>
        <source>Fine-tune Llama-2-7B with QLoRA</source>
        <translation>Дообучение Llama-2-7B с QLoRA</translation>
    </message>
    <message>
        <source>Fine-tune Llama-3-8B with LoRA</source>
        <translation>Дообучение Llama-3-8B с LoRA</translation>
    </message>
    <message>
        <source>Continue pre-training Llama-2-70B</source>
        <translation>Продолжение предобучения Llama-2-70B</translation>
    </message>
    <message>
        <source>Serve Llama-2-13B chat</source>
        <translation>Обслуживание чата Llama-2-13B</translation>
    </message>
    <message>
        <source>Train ResNet-50 on ImageNet</source>
        <translation>Обучение ResNet-50 на ImageNet</translation>
    </message>
    <message>
        <source>Join 200 GB of events</source>
        <translation>Соединение (join) 200 ГБ событий</translation>
    </message>
    <message>
        <source>CPU or GPU? XGBoost on 20M rows</source>
        <translation>CPU или GPU? XGBoost на 20 млн строк</translation>
    </message>
    <message>
        <source>CPU or GPU? Fine-tune a 110M transformer</source>
        <translation>CPU или GPU? Дообучение трансформера на 110M</translation>
    </message>
    <message>
        <source>CPU or GPU? Sentiment API at 10 req/s</source>
        <translation>CPU или GPU? API тональности на 10 запросов/с</translation>
    </message>
    <message>
        <source>CPU or GPU? Embed 5M sentences overnight</source>
        <translation>CPU или GPU? Эмбеддинги 5 млн предложений за ночь</translation>
    </message>
    <message>
        <source>CPU or GPU? Classify 200k images a day</source>
        <translation>CPU или GPU? Классификация 200 тыс. изображений в день</translation>
    </message>
    <message>
        <source>CPU or GPU? Feature engineering with joins and UDFs</source>
        <translation>CPU или GPU? Подготовка признаков с join и UDF</translation>
    </message>
    <message>
        <source>Memory tier: 50M-parameter CNN, fp32 training, batch 64</source>
        <translation>Класс памяти: CNN на 50M параметров, обучение fp32, батч 64</translation>
    </message>
    <message>
        <source>Memory tier: 1.3B LM, fp16 inference, batch 1</source>
        <translation>Класс памяти: языковая модель 1,3B, инференс fp16, батч 1</translation>
    </message>
    <message>
        <source>Memory tier: 7B LM, fp16 inference, batch 2</source>
        <translation>Класс памяти: языковая модель 7B, инференс fp16, батч 2</translation>
    </message>
    <message>
        <source>Real-time image classification API</source>
        <translation>API классификации изображений в реальном времени</translation>
    </message>
    <message>
        <source>Mini challenge: text classification API</source>
        <translation>Мини-задача: API классификации текстов</translation>
    </message>
    <message>
        <source>Batch pipeline: 1M texts to embeddings</source>
        <translation>Пакетный конвейер: 1 млн текстов в эмбеддинги</translation>
    </message>
    <message>
        <source>Fine-tune Qwen3-8B with LoRA: 1x A10 or 1x H100 serverless</source>
        <translation>Дообучение Qwen3-8B с LoRA: 1× A10 или 1× H100 serverless</translation>
    </message>
    <message>
        <source>Serve a fine-tuned open model or pay a frontier API per million tokens</source>
        <translation>Обслуживать дообученную открытую модель или платить передовому API за миллион токенов</translation>
    </message>
    <message>
        <source>Kimi K2 inference on one 8-GPU node</source>
        <translation>Инференс Kimi K2 на одном узле с 8 GPU</translation>
    </message>
    <message>
        <source>8 vCPU compute-optimised (AWS c7i.2xlarge class)</source>
        <translation>8 vCPU, оптимизирован для вычислений (класс AWS c7i.2xlarge)</translation>
    </message>
    <message>
        <source>32 vCPU general-purpose (AWS m7i.8xlarge class)</source>
        <translation>32 vCPU, общего назначения (класс AWS m7i.8xlarge)</translation>
    </message>
    <message>
        <source>64 vCPU compute-optimised (AWS c7i.16xlarge class)</source>
        <translation>64 vCPU, оптимизирован для вычислений (класс AWS c7i.16xlarge)</translation>
    </message>
    <message>
        <source>96 vCPU memory-optimised (AWS r7i.24xlarge class)</source>
        <translation>96 vCPU, оптимизирован по памяти (класс AWS r7i.24xlarge)</translation>
    </message>
    <message>
        <source>2x Intel Xeon Platinum 8480+ server (112 cores)</source>
        <translation>Сервер 2× Intel Xeon Platinum 8480+ (112 ядер)</translation>
    </message>
    <message>
        <source>AMD Ryzen 7 2700 desktop (8 cores)</source>
        <translation>Настольный ПК AMD Ryzen 7 2700 (8 ядер)</translation>
    </message>
    <message>
        <source>64 vCPU Arm compute-optimised (AWS c8g.16xlarge, Graviton4)</source>
        <translation>64 vCPU Arm, оптимизирован для вычислений (AWS c8g.16xlarge, Graviton4)</translation>
    </message>
    <message>
        <source>64 vCPU AMD compute-optimised (AWS c7a.16xlarge, EPYC Genoa)</source>
        <translation>64 vCPU AMD, оптимизирован для вычислений (AWS c7a.16xlarge, EPYC Genoa)</translation>
    </message>
</context>
<context>
    <name>BuyingModes</name>
    <message>
        <source>Serverless</source>
        <translation>Serverless</translation>
    </message>
    <message>
        <source>Not offered this way for this option.</source>
        <translation>Для этого варианта так не предлагается.</translation>
    </message>
    <message>
        <source>No offer of the device prices this mode.</source>
        <translation>Ни одно предложение устройства не даёт цену для этого способа.</translation>
    </message>
    <message>
        <source>a classic cluster</source>
        <translation>классический кластер</translation>
    </message>
    <message>
        <source>bare instances, billed while the job runs</source>
        <translation>голые инстансы, оплата, пока идёт задача</translation>
    </message>
    <message>
        <source>kept up 730 h a month</source>
        <translation>работает 730 ч в месяц</translation>
    </message>
    <message>
        <source>%1× %2</source>
        <translation>%1× %2</translation>
    </message>
    <message>
        <source>Not offered</source>
        <translation>Не предлагается</translation>
    </message>
    <message>
        <source>Way of buying</source>
        <translation>Способ покупки</translation>
    </message>
    <message>
        <source>Rented</source>
        <translation>Арендуется</translation>
    </message>
    <message>
        <source>Per hour</source>
        <translation>В час</translation>
    </message>
    <message>
        <source>Billed a run</source>
        <translation>Оплачено за прогон</translation>
    </message>
    <message>
        <source>Per run</source>
        <translation>За прогон</translation>
    </message>
    <message>
        <source>Per day</source>
        <translation>В день</translation>
    </message>
    <message>
        <source>Per month</source>
        <translation>В месяц</translation>
    </message>
    <message>
        <source>%1 ✓</source>
        <translation>%1 ✓</translation>
    </message>
    <message>
        <source>≈ %1</source>
        <translation>≈ %1</translation>
    </message>
    <message>
        <source>On demand, bare instances</source>
        <translation>По требованию, голые инстансы</translation>
    </message>
    <message>
        <source>Spot, bare instances</source>
        <translation>Спот, голые инстансы</translation>
    </message>
    <message>
        <source>On demand, classic cluster</source>
        <translation>По требованию, классический кластер</translation>
    </message>
    <message>
        <source>Spot, classic cluster</source>
        <translation>Спот, классический кластер</translation>
    </message>
    <message>
        <source>Reserved 1 year, classic cluster</source>
        <translation>Резерв на 1 год, классический кластер</translation>
    </message>
    <message>
        <source>Reserved 1 year, bare instances</source>
        <translation>Резерв на 1 год, отдельные инстансы</translation>
    </message>
    <message>
        <source>a classic cluster: %1 start-up and %2 idle before it stops, billed when a run finds it stopped</source>
        <translation>классический кластер: %1 на запуск и %2 простоя перед остановкой, оплачиваются, когда запуск застаёт его остановленным</translation>
    </message>
    <message>
        <source>a run takes %1, so runs follow back to back: %2 a month</source>
        <translation>запуск длится %1, поэтому запуски идут подряд: %2 в месяц</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>Runs a day</source>
        <translation>Запусков в день</translation>
    </message>
    <message>
        <source>Start-up and idle a day</source>
        <translation>Запуск и простой в день</translation>
    </message>
    <message>
        <source>✓ the cheapest way that can be paid; ≈ an estimated or stand-in price. A day costs its runs plus its start-up and idle time.</source>
        <translation>✓ самый дешёвый способ, который можно оплатить; ≈ оценочная или замещающая цена. День стоит своих запусков плюс время запуска и простоя.</translation>
    </message>
    <message>
        <source>the price is an estimate</source>
        <translation>цена — оценка</translation>
    </message>
    <message>
        <source>no spot offer: the on-demand price stands in</source>
        <translation>нет спотового предложения: вместо него цена по требованию</translation>
    </message>
    <message>
        <source>spot restart overhead priced in: %1 of checkpoints, lost work and restarts a run</source>
        <translation>учтены накладные расходы спотовых перезапусков: %1 на контрольные точки, потерянную работу и перезапуски за запуск</translation>
    </message>
    <message>
        <source>the offer&apos;s spot price; an interruption takes a replica away until it is replaced</source>
        <translation>спотовая цена предложения; прерывание забирает реплику, пока её не заменят</translation>
    </message>
    <message>
        <source>no reserved offer: the on-demand price stands in, billed for the hours used</source>
        <translation>нет предложения с резервированием: вместо него цена по требованию за использованные часы</translation>
    </message>
    <message>
        <source>a 1-year commitment: %1 instance-hours a month billed whether used or not; it costs less than on demand from %2 runs a day</source>
        <translation>обязательство на 1 год: %1 инстанс-часов в месяц оплачиваются, используются они или нет; дешевле, чем по требованию, начиная с %2 запусков в день</translation>
    </message>
    <message>
        <source>a 1-year commitment: %1 instance-hours a month billed whether used or not</source>
        <translation>обязательство на 1 год: %1 инстанс-часов в месяц оплачиваются, используются они или нет</translation>
    </message>
    <message>
        <source>billed per second of work; the start-up is waited for, not billed</source>
        <translation>оплата за секунду работы; запуск ожидается, но не оплачивается</translation>
    </message>
    <message>
        <source>billed per second while it serves</source>
        <translation>оплата за секунду, пока сервис обслуживает</translation>
    </message>
</context>
<context>
    <name>Checklist</name>
    <message>
        <source>Identify the workload</source>
        <translation>Определите задачу</translation>
    </message>
    <message>
        <source>Is it training or inference, a batch job or an online service? What are the peak requests per second and the latency target?</source>
        <translation>Это обучение или инференс, пакетная задача или онлайн-сервис? Каков пик запросов в секунду и цель по задержке?</translation>
    </message>
    <message>
        <source>The kind of job decides which numbers matter: a batch job is judged by hours and total cost, an online service by p95 latency at peak load and the cost per hour.</source>
        <translation>Тип задачи решает, какие числа важны: пакетную задачу оценивают по часам и общей стоимости, онлайн-сервис — по задержке p95 в пик нагрузки и стоимости в час.</translation>
    </message>
    <message>
        <source>Sizing an API as if it were a batch job: its throughput looks fine while the slowest requests miss the target.</source>
        <translation>Подбирать ресурсы для API как для пакетной задачи: пропускная способность выглядит нормально, а самые медленные запросы не укладываются в цель.</translation>
    </message>
    <message>
        <source>The planner flags a missed latency target at the peak rate.</source>
        <translation>Планировщик отмечает невыполненную цель по задержке при пиковой нагрузке.</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Тип</translation>
    </message>
    <message>
        <source>Model preset</source>
        <translation>Шаблон модели</translation>
    </message>
    <message>
        <source>Peak requests/s</source>
        <translation>Пик запросов/с</translation>
    </message>
    <message>
        <source>p95 target</source>
        <translation>Цель p95</translation>
    </message>
    <message>
        <source>Estimate memory</source>
        <translation>Оцените память</translation>
    </message>
    <message>
        <source>How much memory per device do the weights, gradients, optimizer state, activations and KV cache need?</source>
        <translation>Сколько памяти на устройство нужно весам, градиентам, состоянию оптимизатора, активациям и KV-кэшу?</translation>
    </message>
    <message>
        <source>Precision, batch and sequence length drive the total. Keep at least 10% free; if it does not fit, lower the batch or the precision, shard the model or take a larger device.</source>
        <translation>Итог определяют точность, батч и длина последовательности. Оставляйте свободными хотя бы 10%; если не помещается — уменьшите батч или точность, шардируйте модель или возьмите устройство побольше.</translation>
    </message>
    <message>
        <source>Ignoring memory until the job crashes: out of memory, or so little headroom that a longer input breaks it.</source>
        <translation>Не думать о памяти, пока задача не упадёт: нехватка памяти или такой малый запас, что более длинный вход всё ломает.</translation>
    </message>
    <message>
        <source>Red bars past the capacity line, or a low-headroom warning under 10%.</source>
        <translation>Красные столбцы за линией ёмкости или предупреждение о запасе меньше 10%.</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Параметры</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>Точность</translation>
    </message>
    <message>
        <source>Batch size</source>
        <translation>Размер батча</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>Длина последовательности</translation>
    </message>
    <message>
        <source>Recomputation</source>
        <translation>Пересчёт активаций</translation>
    </message>
    <message>
        <source>Pick compute</source>
        <translation>Выберите вычислитель</translation>
    </message>
    <message>
        <source>Does the work suit a GPU (dense arithmetic over many values) or a CPU (branches, joins, modest data)?</source>
        <translation>Подходит ли работа для GPU (плотная арифметика над множеством значений) или для CPU (ветвления, join-ы, умеренные объёмы данных)?</translation>
    </message>
    <message>
        <source>Deep networks go to GPUs; classic ML and control-heavy code go to CPUs; mixed flows use both. Estimate both rather than assume: large tree ensembles can gain on a GPU too.</source>
        <translation>Глубокие сети — на GPU; классическое ML и код с обилием ветвлений — на CPU; смешанные потоки используют оба. Считайте оба варианта, а не предполагайте: большие ансамбли деревьев тоже могут выиграть на GPU.</translation>
    </message>
    <message>
        <source>Over-buying: a big GPU for a small model at low traffic sits mostly idle.</source>
        <translation>Избыточная мощность: большая GPU для маленькой модели при слабом трафике в основном простаивает.</translation>
    </message>
    <message>
        <source>Predicted GPU utilisation under 20% (over-buying), or a compute-optimised CPU for memory-bound work.</source>
        <translation>Прогнозируемая загрузка GPU ниже 20% (избыточная мощность) или CPU, оптимизированный под вычисления, для задачи, упирающейся в память.</translation>
    </message>
    <message>
        <source>Candidate devices</source>
        <translation>Устройства-кандидаты</translation>
    </message>
    <message>
        <source>Device counts</source>
        <translation>Количество устройств</translation>
    </message>
    <message>
        <source>Right-size</source>
        <translation>Подбор размера</translation>
    </message>
    <message>
        <source>Which is the smallest option that fits and meets the deadline, the latency target and the budget?</source>
        <translation>Какой наименьший вариант помещается в память и укладывается в срок, цель по задержке и бюджет?</translation>
    </message>
    <message>
        <source>Compare the total cost of the job (price per hour × hours), not the hourly price: a faster, dearer device can cost less overall. Leave headroom for peaks and SLOs.</source>
        <translation>Сравнивайте полную стоимость задачи (цена в час × часы), а не почасовую цену: более быстрое и дорогое устройство может в итоге обойтись дешевле. Оставляйте запас на пики и SLO.</translation>
    </message>
    <message>
        <source>Choosing by hourly price alone, or running past a platform&apos;s time cap without checkpoints.</source>
        <translation>Выбирать только по почасовой цене или выходить за лимит времени платформы без чекпоинтов.</translation>
    </message>
    <message>
        <source>A missed deadline or budget, or a run longer than the platform allows.</source>
        <translation>Сорванный срок или бюджет либо запуск дольше, чем позволяет платформа.</translation>
    </message>
    <message>
        <source>Deadline</source>
        <translation>Срок</translation>
    </message>
    <message>
        <source>Budget per hour</source>
        <translation>Бюджет в час</translation>
    </message>
    <message>
        <source>Total budget</source>
        <translation>Общий бюджет</translation>
    </message>
    <message>
        <source>Pricing mode</source>
        <translation>Режим тарификации</translation>
    </message>
    <message>
        <source>Optimise</source>
        <translation>Оптимизация</translation>
    </message>
    <message>
        <source>What makes the chosen option faster or cheaper without new hardware?</source>
        <translation>Что сделает выбранный вариант быстрее или дешевле без нового оборудования?</translation>
    </message>
    <message>
        <source>Mixed precision, micro-batching for serving, more data-loader workers and prefetch, quantisation for inference, and caching remote data on local NVMe.</source>
        <translation>Смешанная точность, микробатчинг при сервинге, больше воркеров загрузчика и предвыборка, квантизация для инференса и кэширование удалённых данных на локальном NVMe.</translation>
    </message>
    <message>
        <source>Starving the GPU with a slow CPU data pipeline, or serving on a GPU one request at a time.</source>
        <translation>Морить GPU голодом медленным конвейером данных на CPU или обслуживать на GPU по одному запросу.</translation>
    </message>
    <message>
        <source>A CPU-bound pipeline (supply below what the GPU consumes) or no batching window on a GPU service.</source>
        <translation>Конвейер, упирающийся в CPU (подаёт меньше, чем потребляет GPU), или отсутствие окна батчинга у сервиса на GPU.</translation>
    </message>
    <message>
        <source>Mixed precision</source>
        <translation>Смешанная точность</translation>
    </message>
    <message>
        <source>Micro-batch</source>
        <translation>Микробатч</translation>
    </message>
    <message>
        <source>Loader workers</source>
        <translation>Воркеры загрузчика</translation>
    </message>
    <message>
        <source>Batch window</source>
        <translation>Окно батчинга</translation>
    </message>
</context>
<context>
    <name>ExerciseText</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation>ожидался объект</translation>
    </message>
    <message>
        <source>expected a non-empty text</source>
        <translation>ожидался непустой текст</translation>
    </message>
    <message>
        <source>expected a text</source>
        <translation>ожидался текст</translation>
    </message>
    <message>
        <source>the id &quot;%1&quot; is used twice</source>
        <translation>id «%1» использован дважды</translation>
    </message>
    <message>
        <source>give either &quot;preset&quot; (a scenario preset id) or &quot;scenario&quot; (a scenario object), not both or neither</source>
        <translation>укажите либо &quot;preset&quot; (id шаблона сценария), либо &quot;scenario&quot; (объект сценария), но не оба и не ни одного</translation>
    </message>
    <message>
        <source>no scenario preset with the id &quot;%1&quot;</source>
        <translation>нет шаблона сценария с id «%1»</translation>
    </message>
    <message>
        <source>expected a scenario object</source>
        <translation>ожидался объект сценария</translation>
    </message>
    <message>
        <source>expected &quot;device_kind&quot;, &quot;memory_tier&quot; or &quot;meets_constraints&quot;</source>
        <translation>ожидалось &quot;device_kind&quot;, &quot;memory_tier&quot; или &quot;meets_constraints&quot;</translation>
    </message>
    <message>
        <source>expected a share from 0 to 0.9</source>
        <translation>ожидалась доля от 0 до 0.9</translation>
    </message>
    <message>
        <source>expected a list of 2 to 6 choices</source>
        <translation>ожидался список из 2–6 вариантов ответа</translation>
    </message>
    <message>
        <source>expected an object with a non-empty &quot;label&quot; and &quot;value&quot;</source>
        <translation>ожидался объект с непустыми &quot;label&quot; и &quot;value&quot;</translation>
    </message>
    <message>
        <source>the value &quot;%1&quot; is used twice</source>
        <translation>значение «%1» использовано дважды</translation>
    </message>
    <message>
        <source>only the last tier may be open-ended</source>
        <translation>открытым сверху может быть только последний уровень</translation>
    </message>
    <message>
        <source>expected tiers in GiB, growing from the first choice to the last</source>
        <translation>ожидались уровни в ГиБ, возрастающие от первого варианта к последнему</translation>
    </message>
    <message>
        <source>the rule &quot;%1&quot; needs a choice with the value &quot;%2&quot;</source>
        <translation>правилу «%1» нужен вариант со значением «%2»</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not the value of any choice</source>
        <translation>«%1» не является значением ни одного варианта</translation>
    </message>
    <message>
        <source>The file is too large to be an exercise file.</source>
        <translation>Файл слишком велик для файла упражнений.</translation>
    </message>
    <message>
        <source>Not valid JSON at byte %1: %2</source>
        <translation>Некорректный JSON в байте %1: %2</translation>
    </message>
    <message>
        <source>Expected a JSON object at the top level.</source>
        <translation>На верхнем уровне ожидался объект JSON.</translation>
    </message>
    <message>
        <source>expected &quot;%1&quot;</source>
        <translation>ожидалось «%1»</translation>
    </message>
    <message>
        <source>expected a whole number</source>
        <translation>ожидалось целое число</translation>
    </message>
    <message>
        <source>This exercise file is version %1; this program reads version %2 and older. Use a newer Rightsize.</source>
        <translation>Этот файл упражнений версии %1; программа читает версию %2 и более ранние. Используйте более новый Rightsize.</translation>
    </message>
    <message>
        <source>expected a non-empty list</source>
        <translation>ожидался непустой список</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>Не удаётся открыть %1: %2</translation>
    </message>
    <message>
        <source>%1 is too large to be an exercise file.</source>
        <translation>%1 слишком велик для файла упражнений.</translation>
    </message>
    <message>
        <source>Cannot save %1: %2</source>
        <translation>Не удаётся сохранить %1: %2</translation>
    </message>
    <message>
        <source>No scenario preset with the id &quot;%1&quot;.</source>
        <translation>Нет шаблона сценария с id «%1».</translation>
    </message>
    <message>
        <source>The exercise&apos;s scenario is not valid: %1</source>
        <translation>Сценарий упражнения некорректен: %1</translation>
    </message>
    <message>
        <source>The planner cannot plan this case: %1</source>
        <translation>Планировщик не может рассчитать этот случай: %1</translation>
    </message>
    <message>
        <source>No option holds this case in memory, so there is no device to name.</source>
        <translation>Ни один вариант не вмещает этот случай в память, поэтому назвать устройство нельзя.</translation>
    </message>
    <message>
        <source>The plan has no single-device option to read the memory need from.</source>
        <translation>В плане нет варианта с одним устройством, по которому можно определить потребность в памяти.</translation>
    </message>
    <message>
        <source>No listed tier holds %1 GiB with the required headroom.</source>
        <translation>Ни один из перечисленных уровней не вмещает %1 ГиБ с нужным запасом.</translation>
    </message>
    <message>
        <source>The planner&apos;s answer &quot;%1&quot; is not among the choices.</source>
        <translation>Ответа планировщика «%1» нет среди вариантов.</translation>
    </message>
</context>
<context>
    <name>ExplanationWording</name>
    <message>
        <source>Total = price per hour × billed hours</source>
        <translation>Итого = цена в час × оплачиваемые часы</translation>
    </message>
    <message>
        <source>Total, low</source>
        <translation>Итого, минимум</translation>
    </message>
    <message>
        <source>Total, high</source>
        <translation>Итого, максимум</translation>
    </message>
    <message>
        <source>Per million tokens</source>
        <translation>За миллион токенов</translation>
    </message>
    <message>
        <source>Per million requests</source>
        <translation>За миллион запросов</translation>
    </message>
    <message>
        <source>Trainable parameters</source>
        <translation>Обучаемые параметры</translation>
    </message>
    <message>
        <source>Frozen parameters</source>
        <translation>Замороженные параметры</translation>
    </message>
    <message>
        <source>Weight bytes per trainable parameter</source>
        <translation>Байт весов на обучаемый параметр</translation>
    </message>
    <message>
        <source>Gradient bytes per trainable parameter</source>
        <translation>Байт градиентов на обучаемый параметр</translation>
    </message>
    <message>
        <source>Optimizer bytes per trainable parameter</source>
        <translation>Байт оптимизатора на обучаемый параметр</translation>
    </message>
    <message>
        <source>Weight bytes per frozen parameter</source>
        <translation>Байт весов на замороженный параметр</translation>
    </message>
    <message>
        <source>Devices one copy of the model is split over</source>
        <translation>Устройства, на которые делится одна копия модели</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>Слои</translation>
    </message>
    <message>
        <source>Hidden size</source>
        <translation>Скрытый размер</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>Длина последовательности</translation>
    </message>
    <message>
        <source>Micro-batch</source>
        <translation>Микробатч</translation>
    </message>
    <message>
        <source>Activation bytes per layer</source>
        <translation>Байт активаций на слой</translation>
    </message>
    <message>
        <source>KV cache bytes per token</source>
        <translation>Байт KV-кэша на токен</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>Веса</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>Градиенты</translation>
    </message>
    <message>
        <source>Optimizer state</source>
        <translation>Оптимизатор</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>Активации</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV-кэш</translation>
    </message>
    <message>
        <source>Runtime overhead</source>
        <translation>Рантайм</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Всего</translation>
    </message>
    <message>
        <source>Usable capacity</source>
        <translation>Доступная ёмкость</translation>
    </message>
    <message>
        <source>Forward FLOPs per sample</source>
        <translation>FLOP прямого прохода на пример</translation>
    </message>
    <message>
        <source>FLOPs per device per step</source>
        <translation>FLOPs на устройство за шаг</translation>
    </message>
    <message>
        <source>Model FLOPs per device per step</source>
        <translation>FLOPs модели на устройство за шаг</translation>
    </message>
    <message>
        <source>Peak FLOP rate</source>
        <translation>Пиковая скорость FLOP</translation>
    </message>
    <message>
        <source>Share of peak the device sustains</source>
        <translation>Доля пика, которую устройство выдерживает</translation>
    </message>
    <message>
        <source>Framework efficiency</source>
        <translation>Эффективность фреймворка</translation>
    </message>
    <message>
        <source>Memory bandwidth</source>
        <translation>Пропускная способность памяти</translation>
    </message>
    <message>
        <source>Compute</source>
        <translation>Вычисления</translation>
    </message>
    <message>
        <source>Memory traffic</source>
        <translation>Обмен с памятью</translation>
    </message>
    <message>
        <source>Communication (not hidden)</source>
        <translation>Обмен данными (не скрытый)</translation>
    </message>
    <message>
        <source>Pipeline bubble</source>
        <translation>Пузырь конвейера</translation>
    </message>
    <message>
        <source>Optimizer step</source>
        <translation>Шаг оптимизатора</translation>
    </message>
    <message>
        <source>Kernel gaps</source>
        <translation>Промежутки между ядрами</translation>
    </message>
    <message>
        <source>Device work</source>
        <translation>Работа устройства</translation>
    </message>
    <message>
        <source>Host issuing the work (runs alongside)</source>
        <translation>Хост выдаёт работу (параллельно)</translation>
    </message>
    <message>
        <source>Data pipeline per step (runs alongside)</source>
        <translation>Конвейер данных на шаг (параллельно)</translation>
    </message>
    <message>
        <source>Step time (the longest of device, host and data)</source>
        <translation>Время шага (наибольшее из устройства, хоста и данных)</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Шаги</translation>
    </message>
    <message>
        <source>Samples the data pipeline supplies</source>
        <translation>Примеры, которые поставляет конвейер данных</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>Пропускная способность</translation>
    </message>
    <message>
        <source>Samples in the job</source>
        <translation>Примеры в задаче</translation>
    </message>
    <message>
        <source>Model FLOPs utilisation</source>
        <translation>Утилизация FLOPs модели (MFU)</translation>
    </message>
    <message>
        <source>Job time, expected</source>
        <translation>Время задачи, ожидаемое</translation>
    </message>
    <message>
        <source>Job time, low</source>
        <translation>Время задачи, минимум</translation>
    </message>
    <message>
        <source>Job time, high</source>
        <translation>Время задачи, максимум</translation>
    </message>
    <message>
        <source>p50 latency</source>
        <translation>Задержка p50</translation>
    </message>
    <message>
        <source>p95 latency</source>
        <translation>Задержка p95</translation>
    </message>
    <message>
        <source>Replicas</source>
        <translation>Реплики</translation>
    </message>
    <message>
        <source>B</source>
        <translation>Б</translation>
    </message>
    <message>
        <source>FLOP</source>
        <translation>FLOP</translation>
    </message>
    <message>
        <source>FLOP/s</source>
        <translation>FLOP/с</translation>
    </message>
    <message>
        <source>B/s</source>
        <translation>Б/с</translation>
    </message>
    <message>
        <source>s</source>
        <translation>с</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>мс</translation>
    </message>
    <message>
        <source>h</source>
        <translation>ч</translation>
    </message>
    <message>
        <source>/s</source>
        <translation>/с</translation>
    </message>
    <message>
        <source>USD</source>
        <translation>USD</translation>
    </message>
    <message>
        <source>USD/h</source>
        <translation>USD/ч</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>токенов</translation>
    </message>
    <message>
        <source>samples</source>
        <translation>примеров</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>неизвестно</translation>
    </message>
    <message>
        <source>Memory per device</source>
        <translation>Память на устройство</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Время</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Стоимость</translation>
    </message>
    <message>
        <source>%1/h</source>
        <translation>%1/ч</translation>
    </message>
    <message>
        <source>Devices the run uses</source>
        <translation>Устройства, которые использует запуск</translation>
    </message>
    <message>
        <source>Instances rented (sold whole)</source>
        <translation>Арендованные инстансы (продаются целиком)</translation>
    </message>
    <message>
        <source>Devices per instance</source>
        <translation>Устройств в инстансе</translation>
    </message>
    <message>
        <source>Devices paid for, idle ones included</source>
        <translation>Оплаченные устройства, включая простаивающие</translation>
    </message>
    <message>
        <source>Price per instance-hour</source>
        <translation>Цена за час инстанса</translation>
    </message>
    <message>
        <source>Price per hour = instances × instance price</source>
        <translation>Цена за час = инстансы × цена инстанса</translation>
    </message>
    <message>
        <source>Start-up, billed</source>
        <translation>Запуск, оплачиваемый</translation>
    </message>
    <message>
        <source>Checkpoints, lost work and restarts</source>
        <translation>Контрольные точки, потерянная работа и перезапуски</translation>
    </message>
    <message>
        <source>Idle before the cluster stops</source>
        <translation>Простой до остановки кластера</translation>
    </message>
    <message>
        <source>Billed hours = the terms above</source>
        <translation>Оплачиваемые часы = слагаемые выше</translation>
    </message>
    <message>
        <source>torch.compile, once per job</source>
        <translation>torch.compile, один раз на задачу</translation>
    </message>
    <message>
        <source>Devices the routed experts are split over</source>
        <translation>Устройства, между которыми распределены маршрутизируемые эксперты</translation>
    </message>
    <message>
        <source>Data-parallel replicas</source>
        <translation>Реплики параллелизма по данным</translation>
    </message>
    <message>
        <source>ZeRO stage (4: stage 3 within a node)</source>
        <translation>Стадия ZeRO (4: стадия 3 внутри узла)</translation>
    </message>
    <message>
        <source>Recomputation (1: selective, 2: full)</source>
        <translation>Пересчёт (1: выборочный, 2: полный)</translation>
    </message>
    <message>
        <source>Devices each sequence is split over</source>
        <translation>Устройства, между которыми делится каждая последовательность</translation>
    </message>
</context>
<context>
    <name>HelpDialogs</name>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Rightsize %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Plans the compute for a machine-learning workload: CPU or GPU, which device, how many, whether it fits, how long it runs and what it costs.&lt;/p&gt;&lt;p&gt;Licensed under the MIT licence. Copyright © 2026 The Rightsize developers.&lt;/p&gt;&lt;p&gt;Built with Qt %2 (LGPLv3), QCustomPlot (GPLv3), SQLite (public domain), nlohmann/json (MIT) and Google Benchmark (Apache 2.0).&lt;/p&gt;&lt;p&gt;Prices in the built-in catalog carry the date and source they were taken from; they move, so check them before you sign a budget.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Rightsize %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Подбирает вычислительные ресурсы для ML-нагрузки: CPU или GPU, какое устройство, сколько, поместится ли модель, сколько займёт работа и сколько она стоит.&lt;/p&gt;&lt;p&gt;Распространяется по лицензии MIT. © 2026 Разработчики Rightsize.&lt;/p&gt;&lt;p&gt;Использует Qt %2 (LGPLv3), QCustomPlot (GPLv3), SQLite (общественное достояние), nlohmann/json (MIT) и Google Benchmark (Apache 2.0).&lt;/p&gt;&lt;p&gt;У каждой цены во встроенном каталоге указаны дата и источник; цены меняются, поэтому проверьте их, прежде чем утверждать бюджет.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About Rightsize</source>
        <translation>О программе Rightsize</translation>
    </message>
    <message>
        <source>Rightsize user guide</source>
        <translation>Руководство по Rightsize</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Rightsize in five steps&lt;/h2&gt;&lt;ol&gt;&lt;li&gt;&lt;b&gt;Describe the workload.&lt;/b&gt; Pick a preset from the Scenario menu or the box at the top of the editor, then change what differs: training or inference, the model, the data, the load.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Check the memory.&lt;/b&gt; The Memory fit tab shows what each device must hold. A red outline means it does not fit; the planner then tries recomputation, sharding and splitting the model for you.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Choose the candidates.&lt;/b&gt; Leave every catalog device ticked to let the planner search, or tick the ones you can actually rent and give their counts.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Right-size.&lt;/b&gt; Set a deadline, a budget and the pricing mode (on-demand, spot, reserved, serverless). The Time vs cost tab shows every option with its range and the Pareto front; the recommendation on the right is the cheapest option that meets your limits.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Optimise.&lt;/b&gt; Read the findings: each names a common mistake with the fix, such as a starved GPU, no batching for serving, or an instance family that runs out of RAM.&lt;/li&gt;&lt;/ol&gt;&lt;h3&gt;Keeping and sharing work&lt;/h3&gt;&lt;p&gt;The Library on the left keeps the scenarios you save (File → Save), each with its history of versions; it changes only when you save. Until then the scenario you are editing is kept safe against a crash and offered back the next time Rightsize starts. Presets, examples and workshop cases always open as a new scenario, so they never change one you saved. File → Export PDF report writes the recommendation for the person who signs the budget. Scenario files are plain JSON and open on any machine with Rightsize.&lt;/p&gt;&lt;h3&gt;The command line&lt;/h3&gt;&lt;p&gt;&lt;tt&gt;rightsize estimate FILE&lt;/tt&gt; prints the plan as JSON or a table, &lt;tt&gt;rightsize report FILE -o OUT.pdf&lt;/tt&gt; writes the report, &lt;tt&gt;rightsize scenarios&lt;/tt&gt; manages the library. See &lt;tt&gt;rightsize --help&lt;/tt&gt;.&lt;/p&gt;&lt;h3&gt;Teaching&lt;/h3&gt;&lt;p&gt;The Workshop menu has a walkthrough of the checklist, exercises, a quiz and a presenter mode (F5).&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Rightsize за пять шагов&lt;/h2&gt;&lt;ol&gt;&lt;li&gt;&lt;b&gt;Опишите нагрузку.&lt;/b&gt; Выберите пресет в меню «Сценарий» или в поле вверху редактора и измените то, что отличается: обучение или инференс, модель, данные, нагрузку.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Проверьте память.&lt;/b&gt; Вкладка «Память» показывает, что должно поместиться в каждое устройство. Красная рамка означает, что не помещается; тогда планировщик сам пробует пересчёт активаций, шардирование и разбиение модели.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Выберите кандидатов.&lt;/b&gt; Оставьте отмеченными все устройства каталога, чтобы планировщик искал сам, или отметьте те, что вы действительно можете арендовать, с их количеством.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Подберите размер.&lt;/b&gt; Задайте срок, бюджет и способ оплаты (по требованию, спотовые, резерв, serverless). Вкладка «Время и стоимость» показывает все варианты с диапазонами и фронт Парето; рекомендация справа — самый дешёвый вариант в ваших рамках.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Оптимизируйте.&lt;/b&gt; Прочтите замечания: каждое называет типичную ошибку и способ её исправить — простаивающий GPU, отсутствие батчинга при обслуживании или семейство инстансов, которому не хватает памяти.&lt;/li&gt;&lt;/ol&gt;&lt;h3&gt;Хранение и обмен&lt;/h3&gt;&lt;p&gt;Библиотека слева хранит сценарии, которые вы сохранили («Файл → Сохранить»), каждый с историей версий; она меняется только при сохранении. До тех пор редактируемый сценарий защищён от сбоя: при следующем запуске Rightsize предложит его восстановить. Шаблоны, примеры и задания практикума всегда открываются как новый сценарий и не меняют сохранённые. «Файл → Экспорт отчёта в PDF» готовит рекомендацию для того, кто утверждает бюджет. Файлы сценариев — обычный JSON и открываются на любой машине с Rightsize.&lt;/p&gt;&lt;h3&gt;Командная строка&lt;/h3&gt;&lt;p&gt;&lt;tt&gt;rightsize estimate FILE&lt;/tt&gt; выводит план в JSON или таблицей, &lt;tt&gt;rightsize report FILE -o OUT.pdf&lt;/tt&gt; пишет отчёт, &lt;tt&gt;rightsize scenarios&lt;/tt&gt; управляет библиотекой. См. &lt;tt&gt;rightsize --help&lt;/tt&gt;.&lt;/p&gt;&lt;h3&gt;Обучение&lt;/h3&gt;&lt;p&gt;В меню «Практикум» есть разбор чек-листа, упражнения, тест и режим докладчика (F5).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;A team library&lt;/h3&gt;&lt;p&gt;File → Open team library… opens a library the team shares on a PostgreSQL server (a postgresql:// URL or service=NAME; the password comes from ~/.pgpass, the service file or PGPASSWORD and is never stored) or another library file. File → Open local library goes back. When a colleague saved the scenario you are editing meanwhile, saving asks whether to keep your edit as a new scenario, take theirs or compare the two. A library your database role may only read shows its scenarios, but saving, renaming, deleting and the catalog editor are off: save your work as a file.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Командная библиотека&lt;/h3&gt;&lt;p&gt;Файл → Открыть командную библиотеку… открывает библиотеку, общую для команды на сервере PostgreSQL (URL postgresql:// или service=ИМЯ; пароль берётся из ~/.pgpass, файла служб или PGPASSWORD и никогда не сохраняется), или другой файл библиотеки. Файл → Открыть локальную библиотеку возвращает назад. Если коллега тем временем сохранил сценарий, который вы редактируете, при сохранении вас спросят: сохранить вашу правку как новый сценарий, взять его версию или сравнить обе. Библиотека, которую ваша роль в базе данных может только читать, показывает сценарии, но сохранение, переименование, удаление и редактор каталога отключены: сохраните работу в файл.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>LengthBuckets</name>
    <message>
        <source>pair %1 is not tokens:weight (as in 512:3)</source>
        <translation>пара %1 не в виде токены:вес (как 512:3)</translation>
    </message>
    <message>
        <source>pair %1: tokens must be from 1 to %2</source>
        <translation>пара %1: токенов должно быть от 1 до %2</translation>
    </message>
    <message>
        <source>pair %1: the weight must be from 0 to 1e12</source>
        <translation>пара %1: вес должен быть от 0 до 1e12</translation>
    </message>
    <message>
        <source>at least one pair needs a weight above 0</source>
        <translation>хотя бы у одной пары вес должен быть больше 0</translation>
    </message>
    <message>
        <source>at most %1 pairs</source>
        <translation>не более %1 пар</translation>
    </message>
</context>
<context>
    <name>ModelConfigImport</name>
    <message>
        <source>Import model config</source>
        <translation>Модель из конфигурации</translation>
    </message>
</context>
<context>
    <name>NumberFormat</name>
    <message>
        <source>%1 s</source>
        <translation>%1 с</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 мин</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 ч</translation>
    </message>
    <message>
        <source>%1 d</source>
        <translation>%1 дн.</translation>
    </message>
    <message>
        <source>%1 GiB</source>
        <translation>%1 ГиБ</translation>
    </message>
    <message>
        <source>$%1</source>
        <translation>%1 $</translation>
    </message>
    <message>
        <source>$%1/h</source>
        <translation>%1 $/ч</translation>
    </message>
    <message>
        <source>%1/s</source>
        <translation>%1/с</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>%1 k</source>
        <translation>%1 тыс.</translation>
    </message>
    <message>
        <source>%1 M</source>
        <translation>%1 млн</translation>
    </message>
    <message>
        <source>%1 B</source>
        <translation>%1 млрд</translation>
    </message>
    <message>
        <source>%1 T</source>
        <translation>%1 трлн</translation>
    </message>
    <message>
        <source>%1× %2</source>
        <translation>%1× %2</translation>
    </message>
    <message>
        <source>TP %1</source>
        <translation>TP %1</translation>
    </message>
    <message>
        <source>PP %1</source>
        <translation>PP %1</translation>
    </message>
    <message>
        <source>DP %1</source>
        <translation>DP %1</translation>
    </message>
    <message>
        <source>micro-batch %1</source>
        <translation>микробатч %1</translation>
    </message>
    <message>
        <source>mb %1</source>
        <translation>микробатч %1</translation>
    </message>
    <message>
        <source>recompute</source>
        <translation>пересчёт</translation>
    </message>
    <message>
        <source>accumulate %1</source>
        <translation>накопление %1</translation>
    </message>
    <message>
        <source>ZeRO-%1</source>
        <translation>ZeRO-%1</translation>
    </message>
    <message>
        <source>selective recompute</source>
        <translation>выборочный пересчёт</translation>
    </message>
    <message>
        <source>full recompute</source>
        <translation>полный пересчёт</translation>
    </message>
    <message>
        <source>sequence parallel</source>
        <translation>sequence parallel</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1–%2</source>
        <translation>%1–%2</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>amount, currency code</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 %2/h</source>
        <translation>%1 %2/ч</translation>
    </message>
    <message>
        <source>Prices in %1 at %2 per US dollar (rate of %3)</source>
        <translation>Цены в %1 по курсу %2 за доллар США (курс на %3)</translation>
    </message>
    <message>
        <source>%1 – %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <source>No price known</source>
        <translation>Цена неизвестна</translation>
    </message>
    <message numerus="yes">
        <source>%n idle but paid</source>
        <translation>
            <numerusform>%n простаивает, но оплачивается</numerusform>
            <numerusform>%n простаивают, но оплачиваются</numerusform>
            <numerusform>%n простаивают, но оплачиваются</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <comment>devices used, instances rented</comment>
        <translation>%1 на %2</translation>
    </message>
    <message>
        <source>EP %1</source>
        <translation>EP %1</translation>
    </message>
    <message>
        <source>selective</source>
        <translation>выборочный</translation>
    </message>
    <message>
        <source>ZeRO-3 hybrid</source>
        <translation>ZeRO-3 гибридный</translation>
    </message>
    <message>
        <source>CP %1</source>
        <translation>CP %1</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 мс</translation>
    </message>
    <message>
        <source>%1 × %2P%3D</source>
        <translation>%1 × %2P%3D</translation>
    </message>
    <message>
        <source>%1P%2D</source>
        <translation>%1P%2D</translation>
    </message>
</context>
<context>
    <name>PlanSummary</name>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Kind: %1</source>
        <translation>Тип: %1</translation>
    </message>
    <message>
        <source>Model: %1</source>
        <translation>Модель: %1</translation>
    </message>
    <message>
        <source>Model: %1 parameters</source>
        <translation>Модель: %1 параметров</translation>
    </message>
    <message>
        <source>Rows: %1, features: %2, trees: %3</source>
        <translation>Строк: %1, признаков: %2, деревьев: %3</translation>
    </message>
    <message>
        <source>Rows: %1, data: %2</source>
        <translation>Строк: %1, данных: %2</translation>
    </message>
    <message>
        <source>Precision: %1, batch: %2</source>
        <translation>Точность: %1, батч: %2</translation>
    </message>
    <message>
        <source>Peak: %1 requests/s, p95 target: %2 ms</source>
        <translation>Пик: %1 запросов/с, цель p95: %2 мс</translation>
    </message>
    <message>
        <source>Samples: %1 × %2 epochs</source>
        <translation>Примеры: %1 × %2 эпох</translation>
    </message>
    <message>
        <source>Budget: %1</source>
        <translation>Бюджет: %1</translation>
    </message>
    <message>
        <source>Total budget: %1</source>
        <translation>Общий бюджет: %1</translation>
    </message>
    <message>
        <source>%1 of %2 per device</source>
        <translation>%1 из %2 на устройство</translation>
    </message>
    <message>
        <source>No option holds this workload in memory.</source>
        <translation>Ни один вариант не вмещает эту задачу в память.</translation>
    </message>
    <message>
        <source>Recommended:</source>
        <translation>Рекомендуется:</translation>
    </message>
    <message>
        <source>Findings:</source>
        <translation>Замечания:</translation>
    </message>
    <message>
        <source>Deadline: %1</source>
        <translation>Срок: %1</translation>
    </message>
    <message numerus="yes">
        <source>p95 %1 with %n replica(s)</source>
        <translation>
            <numerusform>p95 %1 с %n репликой</numerusform>
            <numerusform>p95 %1 с %n репликами</numerusform>
            <numerusform>p95 %1 с %n репликами</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlanWordingText</name>
    <message>
        <source>This device has no fast units for the chosen precision; it falls back to a slower format.</source>
        <translation>У этого устройства нет быстрых блоков для выбранной точности; оно перейдёт на более медленный формат.</translation>
    </message>
    <message>
        <source>Communication and pipeline bubbles take %1% of each step.</source>
        <translation>Обмен данными и пузыри конвейера занимают %1% каждого шага.</translation>
    </message>
    <message>
        <source>No candidate holds this workload in memory.</source>
        <translation>Ни один кандидат не вмещает эту задачу в память.</translation>
    </message>
    <message>
        <source>Storage delivers only %1 samples/s: the accelerator is busy %2% of the time.</source>
        <translation>Хранилище отдаёт лишь %1 примеров/с: ускоритель занят %2% времени.</translation>
    </message>
    <message>
        <source>Over-buying: the device would be busy only %1% of the time.</source>
        <translation>Избыточная мощность: устройство будет занято лишь %1% времени.</translation>
    </message>
    <message>
        <source>Serving on a GPU without micro-batching (max batch %1, window %2 ms) wastes most of its throughput.</source>
        <translation>Сервинг на GPU без микробатчинга (макс. батч %1, окно %2 мс) теряет большую часть пропускной способности.</translation>
    </message>
    <message>
        <source>The device waits for the framework to issue work %1% of each step: a faster device will not help much.</source>
        <translation>Устройство ждёт, пока фреймворк выдаст работу, %1% каждого шага: более быстрое устройство мало поможет.</translation>
    </message>
    <message>
        <source>At %1 interruptions a day, lost work and restarts add %2% to the run.</source>
        <translation>При %1 прерываниях в день потерянная работа и перезапуски добавляют %2% к длительности.</translation>
    </message>
    <message>
        <source>Lower the micro-batch or the precision, turn on recomputation or sharding, or pick a larger device.</source>
        <translation>Уменьшите микробатч или точность, включите пересчёт активаций или шардирование либо выберите устройство побольше.</translation>
    </message>
    <message>
        <source>Keep at least 10% free: a smaller micro-batch or a larger device.</source>
        <translation>Оставляйте свободными хотя бы 10%: меньший микробатч или устройство побольше.</translation>
    </message>
    <message>
        <source>Use fp16 mixed precision on devices without bf16, or a newer device.</source>
        <translation>На устройствах без bf16 используйте смешанную точность fp16 или возьмите более новое устройство.</translation>
    </message>
    <message>
        <source>Use fewer, larger devices, keep tensor parallelism inside a node, or raise the micro-batch count.</source>
        <translation>Возьмите меньше устройств, но крупнее, держите тензорный параллелизм внутри узла или увеличьте число микробатчей.</translation>
    </message>
    <message>
        <source>Add loader workers (up to the host&apos;s cores), preprocess once and cache, or pick an instance with more vCPUs per GPU.</source>
        <translation>Добавьте воркеров загрузчика (до числа ядер хоста), сделайте предобработку один раз и закэшируйте результат или выберите инстанс с большим числом vCPU на GPU.</translation>
    </message>
    <message>
        <source>Cache the data set on local NVMe after the first epoch, or store it in larger shards.</source>
        <translation>Кэшируйте датасет на локальном NVMe после первой эпохи или храните его более крупными шардами.</translation>
    </message>
    <message>
        <source>Pick a smaller device or a CPU instance, or share this one between models.</source>
        <translation>Выберите устройство поменьше или CPU-инстанс либо делите это устройство между моделями.</translation>
    </message>
    <message>
        <source>Set a 5–10 ms batching window and a maximum batch of 8–32.</source>
        <translation>Задайте окно батчинга 5–10 мс и максимальный батч 8–32.</translation>
    </message>
    <message>
        <source>Use a faster device, a shorter batching window, quantisation, or more replicas.</source>
        <translation>Возьмите более быстрое устройство, сократите окно батчинга, примените квантизацию или добавьте реплик.</translation>
    </message>
    <message>
        <source>Use a memory-optimised instance so the working set stays in RAM.</source>
        <translation>Возьмите инстанс, оптимизированный под память, чтобы рабочий набор помещался в ОЗУ.</translation>
    </message>
    <message>
        <source>Use more or faster devices, or relax the deadline.</source>
        <translation>Возьмите больше устройств или более быстрые либо сдвиньте срок.</translation>
    </message>
    <message>
        <source>Raise the micro-batch, compile the model (torch.compile, CUDA graphs) or use a fused optimizer.</source>
        <translation>Увеличьте микробатч, скомпилируйте модель (torch.compile, CUDA graphs) или используйте fused-оптимизатор.</translation>
    </message>
    <message>
        <source>Checkpoint regularly and resume in a new run, or use a classic cluster.</source>
        <translation>Регулярно сохраняйте чекпоинты и продолжайте в новом запуске или используйте классический кластер.</translation>
    </message>
    <message>
        <source>Stay within one node of 8 GPUs, or use a classic multi-node cluster.</source>
        <translation>Уложитесь в один узел из 8 GPU или используйте классический многоузловой кластер.</translation>
    </message>
    <message>
        <source>Use on-demand capacity, or checkpoint more cheaply.</source>
        <translation>Используйте мощности по требованию или сделайте чекпоинты дешевле.</translation>
    </message>
    <message>
        <source>%1× %2 would be %3× faster at %4× the cost.</source>
        <translation>%1× %2 было бы в %3 раза быстрее при стоимости ×%4.</translation>
    </message>
    <message>
        <source>No option meets every constraint; this is the cheapest that fits.</source>
        <translation>Ни один вариант не выполняет все ограничения; это самый дешёвый из помещающихся.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>compute</source>
        <translation>вычисления</translation>
    </message>
    <message>
        <source>memory bandwidth</source>
        <translation>пропускная способность памяти</translation>
    </message>
    <message>
        <source>communication</source>
        <translation>обмен данными</translation>
    </message>
    <message>
        <source>data loading</source>
        <translation>загрузка данных</translation>
    </message>
    <message>
        <source>CPU preprocessing</source>
        <translation>предобработка на CPU</translation>
    </message>
    <message>
        <source>storage</source>
        <translation>хранилище</translation>
    </message>
    <message numerus="yes">
        <source>The CPU data pipeline feeds only %1 samples/s: the accelerator is busy %2% of the time (%n loader worker(s)).</source>
        <translation>
            <numerusform>Конвейер данных на CPU подаёт лишь %1 примеров/с: ускоритель занят %2% времени (%n воркер загрузчика).</numerusform>
            <numerusform>Конвейер данных на CPU подаёт лишь %1 примеров/с: ускоритель занят %2% времени (%n воркера загрузчика).</numerusform>
            <numerusform>Конвейер данных на CPU подаёт лишь %1 примеров/с: ускоритель занят %2% времени (%n воркеров загрузчика).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Serverless offers at most %n GPU(s) in one node; %1 are asked for.</source>
        <translation>
            <numerusform>Serverless даёт не больше %n GPU на узел, а запрошено %1.</numerusform>
            <numerusform>Serverless даёт не больше %n GPU на узел, а запрошено %1.</numerusform>
            <numerusform>Serverless даёт не больше %n GPU на узел, а запрошено %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>No price is known for this device from the provider the catalog names: its cost is left out and it is never ranked as the cheapest.</source>
        <translation>Для этого устройства у указанного в каталоге провайдера цена неизвестна: его стоимость не учитывается, и оно никогда не считается самым дешёвым.</translation>
    </message>
    <message>
        <source>provider not stated</source>
        <translation>провайдер не указан</translation>
    </message>
    <message>
        <source>No price known for this device.</source>
        <translation>Цена для этого устройства неизвестна.</translation>
    </message>
    <message>
        <source>No price known for this device from %1.</source>
        <translation>Цена этого устройства у %1 неизвестна.</translation>
    </message>
    <message>
        <source>per GPU-hour as sold</source>
        <translation>за GPU-час, как продаётся</translation>
    </message>
    <message numerus="yes">
        <source>per GPU-hour: $%1 per instance-hour over %n GPU(s)</source>
        <translation>
            <numerusform>за GPU-час: %1 $ за час инстанса на %n GPU</numerusform>
            <numerusform>за GPU-час: %1 $ за час инстанса на %n GPU</numerusform>
            <numerusform>за GPU-час: %1 $ за час инстанса на %n GPU</numerusform>
        </translation>
    </message>
    <message>
        <source>per instance-hour</source>
        <translation>за час инстанса</translation>
    </message>
    <message>
        <source>unit not stated</source>
        <translation>единица не указана</translation>
    </message>
    <message>
        <source>undated</source>
        <translation>без даты</translation>
    </message>
    <message>
        <source>observed %1</source>
        <translation>замечено %1</translation>
    </message>
    <message>
        <source>%1; %2; %3</source>
        <translation>%1; %2; %3</translation>
    </message>
    <message>
        <source>%1 (estimate)</source>
        <translation>%1 (оценка)</translation>
    </message>
    <message>
        <source>No price is known for %1, so it was chosen for fitting and time, not for cost.</source>
        <translation>Цена для %1 неизвестна, поэтому вариант выбран по размещению в памяти и времени, а не по стоимости.</translation>
    </message>
    <message>
        <source>The model&apos;s config describes %1 GB of weights, but its checkpoint index lists %2 GB.</source>
        <translation>Конфигурация модели описывает %1 ГБ весов, а индекс чекпойнта — %2 ГБ.</translation>
    </message>
    <message>
        <source>The layout in the scenario (tensor %1 × pipeline %2, micro-batch %3) cannot run on %4 device(s) with a global batch of %5.</source>
        <translation>Раскладка из сценария (tensor %1 × pipeline %2, микробатч %3) не может работать на %4 устройств(ах) с глобальным батчем %5.</translation>
    </message>
    <message>
        <source>Some options fit, but none leaves %1% of its memory free, so none is recommended.</source>
        <translation>Некоторые варианты помещаются, но ни один не оставляет %1% памяти свободной, поэтому рекомендации нет.</translation>
    </message>
    <message>
        <source>The planner&apos;s layout (%1) would run %2× faster: %3 GiB per device, %4 s per step.</source>
        <translation>Раскладка планировщика (%1) работала бы в %2 раза быстрее: %3 ГиБ на устройство, %4 с на шаг.</translation>
    </message>
    <message>
        <source>The layout in the scenario does not run here; the planner&apos;s layout (%1) fits in %2 GiB per device at %3 s per step.</source>
        <translation>Раскладка из сценария здесь не работает; раскладка планировщика (%1) помещается в %2 ГиБ на устройство при %3 с на шаг.</translation>
    </message>
    <message>
        <source>Check the config&apos;s torch_dtype and quantization_config against the checkpoint you will load.</source>
        <translation>Сверьте torch_dtype и quantization_config конфигурации с чекпойнтом, который будете загружать.</translation>
    </message>
    <message>
        <source>Unpin the layout fields to let the planner choose, or keep yours knowingly.</source>
        <translation>Снимите закрепление полей раскладки, чтобы выбрал планировщик, или оставьте свою осознанно.</translation>
    </message>
    <message>
        <source>Use a multiple of tensor × pipeline devices and a global batch of at least one micro-batch per replica, or leave the layout to the planner.</source>
        <translation>Возьмите число устройств, кратное tensor × pipeline, и глобальный батч не меньше одного микробатча на реплику, или оставьте раскладку планировщику.</translation>
    </message>
    <message>
        <source>Pick larger or more devices, lower the micro-batch, or lower the headroom policy.</source>
        <translation>Выберите более крупные или более многочисленные устройства, уменьшите микробатч или снизьте требуемый запас памяти.</translation>
    </message>
    <message>
        <source>framework overhead</source>
        <translation>накладные расходы фреймворка</translation>
    </message>
    <message>
        <source>pipeline bubble</source>
        <translation>пузырь конвейера</translation>
    </message>
    <message>
        <source>Does not fit: needs %1 per device, the device holds %2.</source>
        <translation>Не помещается: нужно %1 на устройство, а у устройства %2.</translation>
    </message>
    <message>
        <source>Only %1% memory headroom (%2 of %3): a longer sequence or a framework update can run out of memory.</source>
        <translation>Запас памяти всего %1% (%2 из %3): более длинная последовательность или обновление фреймворка могут привести к нехватке памяти.</translation>
    </message>
    <message>
        <source>Memory-bound work on a compute-optimised instance: it needs about %1 but the instance has %2 of RAM.</source>
        <translation>Задача упирается в память, а инстанс оптимизирован под вычисления: нужно около %1, а ОЗУ у инстанса — %2.</translation>
    </message>
    <message>
        <source>Takes %1, past the %2 deadline.</source>
        <translation>Займёт %1 — дольше срока (%2).</translation>
    </message>
    <message>
        <source>Fits with %1% headroom (%2 of %3 per device).</source>
        <translation>Помещается с запасом %1% (%2 из %3 на устройство).</translation>
    </message>
    <message>
        <source>Runs in %1.</source>
        <translation>Время выполнения: %1.</translation>
    </message>
    <message>
        <source>Meets the %1 deadline with %2.</source>
        <translation>Укладывается в срок %1: займёт %2</translation>
    </message>
    <message>
        <source>No offer of this device in the selected providers and regions: its cost is left out.</source>
        <translation>Нет предложений этого устройства у выбранных провайдеров и в выбранных регионах: его стоимость не указана.</translation>
    </message>
    <message numerus="yes">
        <source>Instances come whole (%n device(s) each): %1 are paid for, %2 used.</source>
        <translation>
            <numerusform>Инстансы сдаются целиком (по %n устройству): оплачивается %1, используется %2.</numerusform>
            <numerusform>Инстансы сдаются целиком (по %n устройства): оплачивается %1, используется %2.</numerusform>
            <numerusform>Инстансы сдаются целиком (по %n устройств): оплачивается %1, используется %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>calibrated on %n run(s) of your team</source>
        <translation>
            <numerusform>откалибровано по %n запуску вашей команды</numerusform>
            <numerusform>откалибровано по %n запускам вашей команды</numerusform>
            <numerusform>откалибровано по %n запускам вашей команды</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>calibrated on %n run(s) of your team (“%1”, version %2)</source>
        <translation>
            <numerusform>откалибровано по %n запуску вашей команды («%1», версия %2)</numerusform>
            <numerusform>откалибровано по %n запускам вашей команды («%1», версия %2)</numerusform>
            <numerusform>откалибровано по %n запускам вашей команды («%1», версия %2)</numerusform>
        </translation>
    </message>
    <message>
        <source>sustained compute efficiency, %1, training</source>
        <translation>устойчивая вычислительная эффективность, %1, обучение</translation>
    </message>
    <message>
        <source>sustained compute efficiency, %1, inference</source>
        <translation>устойчивая вычислительная эффективность, %1, инференс</translation>
    </message>
    <message>
        <source>host overhead per operator</source>
        <translation>накладные расходы хоста на оператор</translation>
    </message>
    <message>
        <source>runtime memory beyond the model states</source>
        <translation>память среды выполнения сверх состояний модели</translation>
    </message>
    <message>
        <source>serving cost per generated token, %1</source>
        <translation>затраты на каждый сгенерированный токен, %1</translation>
    </message>
    <message numerus="yes">
        <source>×%1 (%2–%3), %n run(s)</source>
        <translation>
            <numerusform>×%1 (%2–%3), %n запуск</numerusform>
            <numerusform>×%1 (%2–%3), %n запуска</numerusform>
            <numerusform>×%1 (%2–%3), %n запусков</numerusform>
        </translation>
    </message>
    <message>
        <source>%1% of the way to ×%2</source>
        <translation>%1 % пути к ×%2</translation>
    </message>
    <message>
        <source>held at a physical limit</source>
        <translation>удержан на физическом пределе</translation>
    </message>
    <message>
        <source>shared by every device</source>
        <translation>общий для всех устройств</translation>
    </message>
    <message>
        <source>%1 devices only</source>
        <translation>только устройства %1</translation>
    </message>
    <message>
        <source>%1 ×%2</source>
        <translation>%1 ×%2</translation>
    </message>
    <message>
        <source>%1; none of its factors applies to %2 devices, so these estimates are uncalibrated.</source>
        <translation>%1; ни один из её коэффициентов не относится к устройствам %2, поэтому эти оценки не откалиброваны.</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>This offer is priced in another currency and no rate for it was given: its cost is left out rather than mixed with US dollars.</source>
        <translation>Это предложение указано в другой валюте, и курс для неё не задан: его стоимость не учитывается, а не смешивается с долларами США.</translation>
    </message>
    <message numerus="yes">
        <source>The job runs %1, past the %2 cap of one serverless run: this offer refuses it (it would take %n checkpointed run(s)).</source>
        <translation>
            <numerusform>Задача идёт %1, дольше предела %2 для одного serverless-запуска: это предложение её не принимает (понадобился бы %n запуск с контрольными точками).</numerusform>
            <numerusform>Задача идёт %1, дольше предела %2 для одного serverless-запуска: это предложение её не принимает (понадобилось бы %n запуска с контрольными точками).</numerusform>
            <numerusform>Задача идёт %1, дольше предела %2 для одного serverless-запуска: это предложение её не принимает (понадобилось бы %n запусков с контрольными точками).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>per GPU-hour: %1 DBU per hour at $%2 per DBU over %n GPU(s)</source>
        <translation>
            <numerusform>за GPU-час: %1 DBU в час по %2 $ за DBU на %n GPU</numerusform>
            <numerusform>за GPU-час: %1 DBU в час по %2 $ за DBU на %n GPU</numerusform>
            <numerusform>за GPU-час: %1 DBU в час по %2 $ за DBU на %n GPU</numerusform>
        </translation>
    </message>
    <message>
        <source>not known</source>
        <translation>неизвестно</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2 DBU per GPU-hour at $%3 per DBU, %n GPU(s) billed)</source>
        <translation>
            <numerusform>%1 (%2 DBU за GPU-час по %3 $ за DBU, оплачивается %n GPU)</numerusform>
            <numerusform>%1 (%2 DBU за GPU-час по %3 $ за DBU, оплачиваются %n GPU)</numerusform>
            <numerusform>%1 (%2 DBU за GPU-час по %3 $ за DBU, оплачиваются %n GPU)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n GPU(s) billed)</source>
        <translation>
            <numerusform>%1 (оплачивается %n GPU)</numerusform>
            <numerusform>%1 (оплачиваются %n GPU)</numerusform>
            <numerusform>%1 (оплачиваются %n GPU)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1; no offer of %2 is in the catalog</source>
        <translation>%1; в каталоге нет предложений %2</translation>
    </message>
    <message>
        <source>Compared: serverless %1 against a classic cluster of %2.</source>
        <translation>Сравниваются: serverless %1 и классический кластер %2.</translation>
    </message>
    <message>
        <source>This device is not offered serverless; the on-demand price (%1) is shown instead.</source>
        <translation>Это устройство не предлагается в serverless-режиме; вместо этого показана цена по требованию (%1).</translation>
    </message>
    <message>
        <source>Choose that currency with its rate to the US dollar and the rate&apos;s date: View → Display currency in the window, --currency, --rate and --rate-date on the command line.</source>
        <translation>Выберите эту валюту с её курсом к доллару США и датой курса: Вид → Валюта отображения в окне, --currency, --rate и --rate-date в командной строке.</translation>
    </message>
    <message>
        <source>Cheapest option that fits and meets the constraints: %1 in total.</source>
        <translation>Самый дешёвый вариант, который помещается в память и соблюдает ограничения: всего %1.</translation>
    </message>
    <message>
        <source>Cheapest option that fits and meets the constraints: %1 per hour.</source>
        <translation>Самый дешёвый вариант, который помещается в память и соблюдает ограничения: %1 в час.</translation>
    </message>
    <message>
        <source>Costs %1 per hour, within the %2 per hour budget.</source>
        <translation>Стоит %1 в час, в пределах бюджета %2 в час.</translation>
    </message>
    <message>
        <source>Costs %1, within the %2 budget.</source>
        <translation>Стоит %1, в пределах бюджета %2.</translation>
    </message>
    <message>
        <source>%1 this costs %2 a day on a classic cluster and %3 a day serverless.</source>
        <translation>%1 это стоит %2 в день на классическом кластере и %3 в день в serverless-режиме.</translation>
    </message>
    <message>
        <source>Self-hosting costs %1 a month against %2 for the hosted API; it pays off above %3 million tokens a month.</source>
        <translation>Собственный хостинг стоит %1 в месяц против %2 за размещённый API; он окупается при более чем %3 млн токенов в месяц.</translation>
    </message>
    <message>
        <source>Self-hosting costs %1 a month against %2 for the hosted API, and does not pay off at any volume.</source>
        <translation>Собственный хостинг стоит %1 в месяц против %2 за размещённый API и не окупается ни при каком объёме.</translation>
    </message>
    <message>
        <source>Cheapest option that fits: %1 in total.</source>
        <translation>Самый дешёвый вариант, который помещается в память: всего %1.</translation>
    </message>
    <message>
        <source>Cheapest option that fits: %1 per hour.</source>
        <translation>Самый дешёвый вариант, который помещается в память: %1 в час.</translation>
    </message>
    <message>
        <source>The inputs disagree: %1 requests a second come to about %2 tokens a month, but the tokens a month say %3 (%4× apart). The monthly figures use the tokens a month.</source>
        <translation>Входные данные противоречат друг другу: %1 запросов в секунду дают около %2 токенов в месяц, а токены в месяц указаны как %3 (расхождение в %4×). Месячные цифры используют токены в месяц.</translation>
    </message>
    <message>
        <source>The budget (%1) is below the cheapest instance-hour any option rents (%2): nothing can be bought within it.</source>
        <translation>Бюджет (%1) ниже самого дешёвого часа инстанса среди вариантов (%2): в его пределах ничего не купить.</translation>
    </message>
    <message>
        <source>The deadline (%1) is shorter than the cluster&apos;s start-up (%2): no run can finish in time.</source>
        <translation>Срок (%1) короче запуска кластера (%2): ни один запуск не успеет завершиться.</translation>
    </message>
    <message numerus="yes">
        <source>The tensor-parallel group of %1 devices needs one machine&apos;s links, and the instance this device is rented as holds %n: this layout cannot be rented.</source>
        <translation>
            <numerusform>Тензорно-параллельной группе из %1 устройств нужны связи одной машины, а инстанс, в котором арендуется это устройство, вмещает %n: такую раскладку нельзя арендовать.</numerusform>
            <numerusform>Тензорно-параллельной группе из %1 устройств нужны связи одной машины, а инстанс, в котором арендуется это устройство, вмещает %n: такую раскладку нельзя арендовать.</numerusform>
            <numerusform>Тензорно-параллельной группе из %1 устройств нужны связи одной машины, а инстанс, в котором арендуется это устройство, вмещает %n: такую раскладку нельзя арендовать.</numerusform>
        </translation>
    </message>
    <message>
        <source>No spot offer for this device: the on-demand price (%1) is used.</source>
        <translation>Для этого устройства нет spot-предложения: используется цена по требованию (%1).</translation>
    </message>
    <message>
        <source>The price of %1 (%2) is an estimate, not read off a price list.</source>
        <translation>Цена %1 (%2) — оценка, а не значение из прайс-листа.</translation>
    </message>
    <message>
        <source>The weights alone (%1) exceed one device (%2): the plan splits the model (%3).</source>
        <translation>Одни только веса (%1) больше одного устройства (%2): план делит модель (%3).</translation>
    </message>
    <message>
        <source>Nothing listed holds the model; %1 of these devices would: %2 of %3 per device (%4).</source>
        <translation>Ни один из указанных вариантов не вмещает модель; вместили бы %1 таких устройств: %2 из %3 на устройство (%4).</translation>
    </message>
    <message>
        <source>Pin the plan&apos;s layout (%1) in the scenario so the run matches the plan.</source>
        <translation>Закрепите раскладку плана (%1) в сценарии, чтобы запуск совпадал с планом.</translation>
    </message>
    <message>
        <source>Use more devices or devices with more memory: even split as %1 the model does not fit.</source>
        <translation>Возьмите больше устройств или устройства с большей памятью: даже при разбиении %1 модель не помещается.</translation>
    </message>
    <message>
        <source>List %1 of these devices, or more, in the scenario&apos;s options.</source>
        <translation>Укажите в вариантах сценария %1 таких устройств или больше.</translation>
    </message>
    <message>
        <source>Lower the micro-batch or the precision, or use more devices or devices with more memory.</source>
        <translation>Уменьшите микро-батч или точность либо возьмите больше устройств или устройства с большей памятью.</translation>
    </message>
    <message>
        <source>Lower the precision, or use more devices or devices with more memory.</source>
        <translation>Уменьшите точность либо возьмите больше устройств или устройства с большей памятью.</translation>
    </message>
    <message>
        <source>The planner&apos;s layout (%1) would serve %2× the requests a second: %3 GiB per device.</source>
        <translation>Раскладка планировщика (%1) обслужила бы в %2× больше запросов в секунду: %3 ГиБ на устройство.</translation>
    </message>
    <message>
        <source>The layout in the scenario does not run here; the planner&apos;s layout (%1) fits in %2 GiB per device.</source>
        <translation>Раскладка из сценария здесь не работает; раскладка планировщика (%1) помещается в %2 ГиБ на устройство.</translation>
    </message>
    <message>
        <source>The scenario gives neither requests a second nor concurrent clients: the latencies are those of a lone request, and nothing was sized for a load.</source>
        <translation>В сценарии нет ни запросов в секунду, ни одновременных клиентов: задержки — это задержки одиночного запроса, под нагрузку ничего не подбиралось.</translation>
    </message>
    <message>
        <source>Use more replicas, a larger tensor-parallel group, or a smaller max_num_batched_tokens so long prompts wait less; or relax the TTFT target.</source>
        <translation>Больше реплик, бо́льшая группа тензорного параллелизма или меньший max_num_batched_tokens, чтобы длинные промпты ждали меньше; или ослабьте цель TTFT.</translation>
    </message>
    <message>
        <source>Use fewer sequences per replica (max_num_seqs), more replicas, or a faster device; or relax the TPOT target.</source>
        <translation>Меньше последовательностей на реплику (max_num_seqs), больше реплик или более быстрое устройство; или ослабьте цель TPOT.</translation>
    </message>
    <message>
        <source>Add a replica or pick an option with headroom, so a busier hour stays within the targets.</source>
        <translation>Добавьте реплику или выберите вариант с запасом, чтобы и в час пик цели выполнялись.</translation>
    </message>
    <message>
        <source>Set workload.serving.qps (requests a second) or workload.serving.concurrency (clients).</source>
        <translation>Задайте workload.serving.qps (запросов в секунду) или workload.serving.concurrency (клиентов).</translation>
    </message>
    <message>
        <source>Autoscaled between %1 and %2 replicas (%3 h a day at the peak): %4 a month instead of %5 for the peak&apos;s replicas all day.</source>
        <translation>С автомасштабированием от %1 до %2 реплик (%3 ч в день на пике): %4 в месяц вместо %5 за пиковые реплики весь день.</translation>
    </message>
    <message numerus="yes">
        <source>%n replica(s) for %1</source>
        <translation>
            <numerusform>%n реплика за %1</numerusform>
            <numerusform>%n реплики за %1</numerusform>
            <numerusform>%n реплик за %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 serves %2 requests/s with %n replica(s) for %3; %4 takes %5.</source>
        <translation>
            <numerusform>%1 обслуживает %2 запросов/с на %n реплике за %3; %4 требует %5.</numerusform>
            <numerusform>%1 обслуживает %2 запросов/с на %n репликах за %3; %4 требует %5.</numerusform>
            <numerusform>%1 обслуживает %2 запросов/с на %n репликах за %3; %4 требует %5.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 finishes in %2 against %3 %4, and costs %5; no price is known for the other option.</source>
        <translation>%1 завершает работу за %2 против %3 %4 и стоит %5; цена другого варианта неизвестна.</translation>
    </message>
    <message>
        <source>%1 finishes in %2 against %3 %4, and costs %5 against %6.</source>
        <translation>%1 завершает работу за %2 против %3 %4 и стоит %5 против %6.</translation>
    </message>
    <message>
        <source>Gradient-boosted trees spend their time building histograms: scattered updates of gradient pairs that wait on memory, which a GPU runs thousands at a time.</source>
        <translation>Градиентный бустинг деревьев тратит время на построение гистограмм: разрозненные обновления пар градиентов ждут память, а GPU выполняет их тысячами одновременно.</translation>
    </message>
    <message>
        <source>The work is memory-bound, so the GPU wins by its memory bandwidth (%1 GB/s against %2 GB/s).</source>
        <translation>Работа ограничена памятью, поэтому GPU выигрывает пропускной способностью памяти (%1 ГБ/с против %2 ГБ/с).</translation>
    </message>
    <message>
        <source>The GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>the best CPU option (%1, %2 vCPUs)</source>
        <translation>лучший вариант на CPU (%1, %2 vCPU)</translation>
    </message>
    <message>
        <source>on %1 vCPUs (%2)</source>
        <translation>на %1 vCPU (%2)</translation>
    </message>
    <message>
        <source>The CPU option (%1 vCPUs)</source>
        <translation>Вариант на CPU (%1 vCPU)</translation>
    </message>
    <message>
        <source>the best GPU option (%1)</source>
        <translation>лучший вариант на GPU (%1)</translation>
    </message>
    <message>
        <source>on the GPU (%1)</source>
        <translation>на GPU (%1)</translation>
    </message>
    <message>
        <source>%1× %2</source>
        <translation>%1× %2</translation>
    </message>
    <message>
        <source>It</source>
        <translation>Он</translation>
    </message>
    <message>
        <source>It finishes in %1 at %2, %3 in total; %4 would take %5 at %6, %7 in total.</source>
        <translation>Он завершает работу за %1 по %2, всего %3; %4 потребовал бы %5 по %6, всего %7.</translation>
    </message>
    <message>
        <source>%1 misses a constraint.</source>
        <translation>%1 нарушает ограничение.</translation>
    </message>
    <message>
        <source>each run waits %1 for a cold start</source>
        <translation>каждый запуск ждёт холодного старта %1</translation>
    </message>
    <message>
        <source>no run waits for a cold start</source>
        <translation>ни один запуск не ждёт холодного старта</translation>
    </message>
    <message>
        <source>%1 a classic cluster never stops between runs, so it bills no start-up or idle time: %2 a day against %3 serverless.</source>
        <translation>%1 классический кластер не останавливается между запусками и не оплачивает ни запуск, ни простой: %2 в день против %3 в serverless.</translation>
    </message>
    <message>
        <source>The hosted API costs %1 per million tokens × %2 tokens a month = %3; the own model runs %4 instance-hours a month at %5 = %6.</source>
        <translation>Хостинговый API стоит %1 за миллион токенов × %2 токенов в месяц = %3; своя модель работает %4 инстанс-часов в месяц по %5 = %6.</translation>
    </message>
    <message>
        <source>The own model is cheaper.</source>
        <translation>Своя модель дешевле.</translation>
    </message>
    <message>
        <source>The hosted API is cheaper.</source>
        <translation>Хостинговый API дешевле.</translation>
    </message>
    <message>
        <source>Only this option fits: %1× %2 would need %3 per device and holds %4.</source>
        <translation>Помещается только этот вариант: %1× %2 потребовал бы %3 на устройство при %4 доступных.</translation>
    </message>
    <message>
        <source>Let the service scale with its load (a minimum of min_replicas), or keep the peak&apos;s replicas if it cannot.</source>
        <translation>Позвольте сервису масштабироваться с нагрузкой (не меньше min_replicas) или держите пиковые реплики, если он этого не умеет.</translation>
    </message>
    <message>
        <source>At %1 runs a day</source>
        <translation>При %1 запусках в день</translation>
    </message>
    <message>
        <source>At one run a day</source>
        <translation>При одном запуске в день</translation>
    </message>
    <message>
        <source>No layout of these devices meets the latency targets; %1 of them would (%2 engines of tensor %3): list that many, or set max_replicas to let the planner add replicas.</source>
        <translation>Ни одна раскладка этих устройств не укладывается в цели по задержке; %1 таких устройств уложились бы (%2 движков с тензорным параллелизмом %3): укажите столько или задайте max_replicas, чтобы планировщик добавил реплики.</translation>
    </message>
    <message>
        <source>%1 times as fast as one device with %2 devices: one device fits only at micro-batch %3%4, these run micro-batch %5%6.</source>
        <translation>В %1 раза быстрее одного устройства на %2 устройствах: одно устройство вмещает работу только с микробатчем %3%4, эти работают с микробатчем %5%6.</translation>
    </message>
    <message>
        <source> with recomputation</source>
        <translation> с пересчётом</translation>
    </message>
    <message>
        <source>recomputing every layer&apos;s activations</source>
        <translation>пересчёт активаций каждого слоя</translation>
    </message>
    <message>
        <source>a micro-batch of 1 with gradient accumulation</source>
        <translation>микробатч 1 с накоплением градиентов</translation>
    </message>
    <message>
        <source>an 8-bit optimizer (adamw_8bit)</source>
        <translation>8-битный оптимизатор (adamw_8bit)</translation>
    </message>
    <message>
        <source>LoRA instead of a full fine-tune</source>
        <translation>LoRA вместо полного дообучения</translation>
    </message>
    <message>
        <source>QLoRA (a 4-bit frozen base)</source>
        <translation>QLoRA (замороженная 4-битная база)</translation>
    </message>
    <message>
        <source>half the sequence length (%1 tokens)</source>
        <translation>вдвое меньшая длина последовательности (%1 токенов)</translation>
    </message>
    <message>
        <source>It would fit with one change, %1: %2 of %3 per device.</source>
        <translation>Поместилось бы с одним изменением, %1: %2 из %3 на устройство.</translation>
    </message>
    <message>
        <source>The roomiest option uses %1 of %2 per device, %3% free: it fits, and a headroom policy of %4% or less would recommend it.</source>
        <translation>Самый свободный вариант занимает %1 из %2 на устройство, свободно %3 %: он помещается, и при запасе памяти %4 % или меньше он был бы рекомендован.</translation>
    </message>
    <message>
        <source>%1 of work and %2 of spot restart overhead</source>
        <translation>%1 работы и %2 на спотовые перезапуски</translation>
    </message>
    <message>
        <source>%1 of work</source>
        <translation>%1 работы</translation>
    </message>
    <message>
        <source>%1 a classic cluster bills %2 of start-up and idle time besides %3, %4 a day; serverless bills the work alone, %5 a day, and %6.</source>
        <translation>%1 классический кластер оплачивает %2 запуска и простоя помимо %3, %4 в день; бессерверный — только работу, %5 в день, и %6.</translation>
    </message>
    <message>
        <source>%1 a classic cluster costs %2 a day although it bills %3 of start-up and idle time besides %4; serverless bills the work alone but costs %5 a day, and %6.</source>
        <translation>%1 классический кластер стоит %2 в день, хотя оплачивает %3 запуска и простоя помимо %4; бессерверный оплачивает только работу, но стоит %5 в день, и %6.</translation>
    </message>
    <message>
        <source>No reserved offer for this device: the on-demand price (%1) is used, billed for the hours used.</source>
        <translation>Для этого устройства нет предложения с резервированием: берётся цена по требованию (%1) за использованные часы.</translation>
    </message>
    <message numerus="yes">
        <source>%1 serves %2 clients with %n replica(s) for %3; %4 takes %5.</source>
        <translation>
            <numerusform>%1 обслуживает %2 клиентов на %n реплике за %3; %4 требует %5.</numerusform>
            <numerusform>%1 обслуживает %2 клиентов на %n репликах за %3; %4 требует %5.</numerusform>
            <numerusform>%1 обслуживает %2 клиентов на %n репликах за %3; %4 требует %5.</numerusform>
        </translation>
    </message>
    <message>
        <source>The weights alone (%1) exceed the %2 one device holds: more devices, or fewer bytes per weight, are needed.</source>
        <translation>Одни веса (%1) превышают %2, которые вмещает одно устройство: нужно больше устройств или меньше байт на вес.</translation>
    </message>
    <message>
        <source>Only an estimate of this device&apos;s spot price is known (≈%1): the on-demand list price (%2), which spot never exceeds, is used.</source>
        <translation>Для спотовой цены этого устройства известна лишь оценка (≈%1): используется прейскурантная цена по требованию (%2), которую спот никогда не превышает.</translation>
    </message>
    <message>
        <source>Only an estimate of this device&apos;s reserved price is known (≈%1): the on-demand list price (%2), which a reservation never exceeds, is used, billed for the hours used.</source>
        <translation>Для цены резерва этого устройства известна лишь оценка (≈%1): используется прейскурантная цена по требованию (%2), которую резерв никогда не превышает, с оплатой за использованные часы.</translation>
    </message>
    <message>
        <source>Options fit, but every one that does is priced by an estimate in this pricing mode (the cheapest ≈%1), not a list price: nothing is recommended on it.</source>
        <translation>Варианты помещаются, но у каждого из них в этом режиме оплаты лишь оценочная цена (самая низкая ≈%1), а не прейскурантная: на ней ничего не рекомендуется.</translation>
    </message>
    <message>
        <source>Choose a pricing mode with list prices, add an offer with its price, or let estimated prices win (Compute).</source>
        <translation>Выберите режим оплаты с прейскурантными ценами, добавьте предложение с ценой или включите «Допускать оценочные цены» (Вычисления).</translation>
    </message>
    <message>
        <source>%1 a month, committed for the term whether used or not</source>
        <translation>%1 в месяц, обязательство на весь срок, используется или нет</translation>
    </message>
    <message>
        <source>%1 a month, its runs paid by the hour (no reserved offer)</source>
        <translation>%1 в месяц, запуски оплачиваются по часам (нет предложения резерва)</translation>
    </message>
    <message>
        <source>Cheapest reserved option that fits and meets the constraints: %1.</source>
        <translation>Самый дешёвый вариант с резервом, который помещается и соблюдает ограничения: %1.</translation>
    </message>
    <message>
        <source>Cheapest reserved option that fits: %1.</source>
        <translation>Самый дешёвый вариант с резервом, который помещается: %1.</translation>
    </message>
    <message>
        <source>%1P%2D</source>
        <translation>%1P%2D</translation>
    </message>
    <message>
        <source>split as %1 on %2 GPUs: TTFT p95 %3 ms, TPOT p95 %4 ms%5; every engine doing both on %6 GPUs: TTFT p95 %7 ms, TPOT p95 %8 ms%9</source>
        <translation>раздельно как %1 на %2 GPU: TTFT p95 %3 мс, TPOT p95 %4 мс%5; каждый движок делает оба этапа на %6 GPU: TTFT p95 %7 мс, TPOT p95 %8 мс%9</translation>
    </message>
    <message>
        <source>, within the targets</source>
        <translation>, в пределах целей</translation>
    </message>
    <message>
        <source>, missing a target</source>
        <translation>, цель не достигнута</translation>
    </message>
    <message>
        <source>Prefill and decode on engines of their own win (%1): no decode step waits for another prompt&apos;s prefill, which outweighs the %2 ms the prompt&apos;s KV cache takes between them.</source>
        <translation>Prefill и decode на отдельных движках выигрывают (%1): ни один шаг decode не ждёт prefill другого промпта, и это перевешивает %2 мс, за которые KV-кэш промпта передаётся между ними.</translation>
    </message>
    <message>
        <source>The same engines doing prefill and decode win (%1): the prompts&apos; prefill slows the decode steps too little to pay for the KV transfer (%2 ms) and for engines of one role that idle while the other works.</source>
        <translation>Одни и те же движки для prefill и decode выигрывают (%1): prefill промптов замедляет шаги decode слишком мало, чтобы окупить передачу KV (%2 мс) и движки одной роли, простаивающие, пока работает другая.</translation>
    </message>
    <message numerus="yes">
        <source>Time to first token at p95 is %1, past the %2 target, even with %n replica(s).</source>
        <translation>
            <numerusform>Время до первого токена на p95 — %1, больше цели %2, даже с %n репликой.</numerusform>
            <numerusform>Время до первого токена на p95 — %1, больше цели %2, даже с %n репликами.</numerusform>
            <numerusform>Время до первого токена на p95 — %1, больше цели %2, даже с %n репликами.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Time per output token at p95 is %1, past the %2 target, even with %n replica(s).</source>
        <translation>
            <numerusform>Время на выходной токен на p95 — %1, больше цели %2, даже с %n репликой.</numerusform>
            <numerusform>Время на выходной токен на p95 — %1, больше цели %2, даже с %n репликами.</numerusform>
            <numerusform>Время на выходной токен на p95 — %1, больше цели %2, даже с %n репликами.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>On the knee of its curve: within its targets at this load, but at %1× the load p95 latency goes from %2 to %3 and breaks a target (%n replica(s)).</source>
        <translation>
            <numerusform>На изломе своей кривой: при этой нагрузке в пределах целей, но при нагрузке ×%1 задержка p95 растёт с %2 до %3 и нарушает цель (%n реплика).</numerusform>
            <numerusform>На изломе своей кривой: при этой нагрузке в пределах целей, но при нагрузке ×%1 задержка p95 растёт с %2 до %3 и нарушает цель (%n реплики).</numerusform>
            <numerusform>На изломе своей кривой: при этой нагрузке в пределах целей, но при нагрузке ×%1 задержка p95 растёт с %2 до %3 и нарушает цель (%n реплик).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n replica(s) at no known price</source>
        <translation>
            <numerusform>%n реплика без известной цены</numerusform>
            <numerusform>%n реплики без известной цены</numerusform>
            <numerusform>%n реплик без известной цены</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 meets the %2 p95 at %3 requests/s with %n replica(s) for %4; %5 takes %6.</source>
        <translation>
            <numerusform>%1 укладывается в p95 %2 при %3 запросах/с с %n репликой за %4; %5 требует %6.</numerusform>
            <numerusform>%1 укладывается в p95 %2 при %3 запросах/с с %n репликами за %4; %5 требует %6.</numerusform>
            <numerusform>%1 укладывается в p95 %2 при %3 запросах/с с %n репликами за %4; %5 требует %6.</numerusform>
        </translation>
    </message>
    <message>
        <source>This layout serves up to %1 clients within the targets; the fewest GPUs for this load within them is %2.</source>
        <translation>Эта схема обслуживает до %1 клиентов в пределах целей; наименьшее число GPU для этой нагрузки в пределах целей — %2.</translation>
    </message>
    <message>
        <source>This layout serves up to %1 clients within the targets.</source>
        <translation>Эта схема обслуживает до %1 клиентов в пределах целей.</translation>
    </message>
    <message>
        <source>The fewest GPUs for this load within the targets is %1.</source>
        <translation>Наименьшее число GPU для этой нагрузки в пределах целей — %1.</translation>
    </message>
    <message>
        <source>NVFP4 needs FP4 tensor cores, which only Blackwell devices have: this device cannot serve it, so the option is refused.</source>
        <translation>NVFP4 требует тензорных ядер FP4, которые есть только у устройств Blackwell: это устройство не может его обслуживать, поэтому вариант отклонён.</translation>
    </message>
    <message numerus="yes">
        <source>p95 latency %1 misses the %2 target even with %n replica(s).</source>
        <translation>
            <numerusform>Задержка p95 %1 не укладывается в цель %2 даже с %n репликой.</numerusform>
            <numerusform>Задержка p95 %1 не укладывается в цель %2 даже с %n репликами.</numerusform>
            <numerusform>Задержка p95 %1 не укладывается в цель %2 даже с %n репликами.</numerusform>
        </translation>
    </message>
    <message>
        <source>Pick a Blackwell device (B200, RTX 50 or RTX PRO 6000), or serve fp8 or int4 weights here.</source>
        <translation>Выберите устройство Blackwell (B200, RTX 50 или RTX PRO 6000) или используйте здесь веса fp8 или int4.</translation>
    </message>
    <message>
        <source>Set workload.serving.disaggregation to the layout that wins, or to auto.</source>
        <translation>Задайте workload.serving.disaggregation равным выигрывающей схеме или auto.</translation>
    </message>
    <message numerus="yes">
        <source>p95 latency %1 at %2 requests/s with %n replica(s), within the %3 target.</source>
        <translation>
            <numerusform>Задержка p95 %1 при %2 запросах/с с %n репликой, в пределах цели %3.</numerusform>
            <numerusform>Задержка p95 %1 при %2 запросах/с с %n репликами, в пределах цели %3.</numerusform>
            <numerusform>Задержка p95 %1 при %2 запросах/с с %n репликами, в пределах цели %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>This layout serves up to %1 clients within the targets; the fewest instances for this load within them is %2.</source>
        <translation>Эта схема обслуживает до %1 клиентов в пределах целей; наименьшее число инстансов для этой нагрузки в пределах целей — %2.</translation>
    </message>
    <message>
        <source>The fewest instances for this load within the targets is %1.</source>
        <translation>Наименьшее число инстансов для этой нагрузки в пределах целей — %1.</translation>
    </message>
    <message>
        <source>Serverless and a classic cluster cost the same at %1 runs a day; fewer runs favour serverless, more the classic cluster.</source>
        <translation>Serverless и классический кластер стоят одинаково при %1 запусках в день; при меньшем числе запусков выгоднее serverless, при большем — классический кластер.</translation>
    </message>
    <message>
        <source>Serverless is cheaper at every rate from one run a week to a day full of runs.</source>
        <translation>Serverless дешевле при любой частоте — от одного запуска в неделю до дня, полного запусков.</translation>
    </message>
    <message>
        <source>The classic cluster is cheaper at every rate from one run a week to a day full of runs.</source>
        <translation>Классический кластер дешевле при любой частоте — от одного запуска в неделю до дня, полного запусков.</translation>
    </message>
    <message>
        <source>%1 misses the %2 deadline: it takes %3.</source>
        <translation>%1 не укладывается в срок %2: нужно %3.</translation>
    </message>
    <message>
        <source>%1 misses the budget of %2: it costs %3.</source>
        <translation>%1 выходит за бюджет %2: стоит %3.</translation>
    </message>
    <message>
        <source>%1 misses the total budget of %2: it costs %3.</source>
        <translation>%1 выходит за общий бюджет %2: стоит %3.</translation>
    </message>
    <message>
        <source>%1 misses the latency targets.</source>
        <translation>%1 не укладывается в цели по задержке.</translation>
    </message>
    <message>
        <source>The best CPU option</source>
        <translation>Лучший вариант на CPU</translation>
    </message>
    <message>
        <source>The best GPU option</source>
        <translation>Лучший вариант на GPU</translation>
    </message>
    <message>
        <source>Shorten the batching window where latency matters: a window pays off only when the rate fills a batch within it.</source>
        <translation>Сократите окно сбора батча, где важна задержка: окно окупается, только если поток успевает заполнить в нём батч.</translation>
    </message>
    <message>
        <source>The %1 batching window is most of the %2 p95: requests wait for batches that seldom fill, so a faster device changes the latency little.</source>
        <translation>Окно сбора батча %1 составляет большую часть p95 %2: запросы ждут батчей, которые редко заполняются, поэтому более быстрое устройство почти не меняет задержку.</translation>
    </message>
</context>
<context>
    <name>PresetCategory</name>
    <message>
        <source>Templates</source>
        <translation>Шаблоны</translation>
    </message>
    <message>
        <source>Workshop exercises</source>
        <translation>Упражнения практикума</translation>
    </message>
    <message>
        <source>Reference cases</source>
        <translation>Эталонные случаи</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Другое</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
</context>
<context>
    <name>QuizText</name>
    <message>
        <source>The file is too large to be a quiz.</source>
        <translation>Файл слишком велик для теста.</translation>
    </message>
    <message>
        <source>Not a JSON object: %1</source>
        <translation>Не объект JSON: %1</translation>
    </message>
    <message>
        <source>format: expected &quot;%1&quot;</source>
        <translation>format: ожидалось «%1»</translation>
    </message>
    <message>
        <source>version: this program reads quiz version %1</source>
        <translation>version: программа читает тесты версии %1</translation>
    </message>
    <message>
        <source>questions: expected a non-empty list</source>
        <translation>questions: ожидался непустой список</translation>
    </message>
    <message>
        <source>%1.id: expected a unique, non-empty id</source>
        <translation>%1.id: ожидался уникальный непустой id</translation>
    </message>
    <message>
        <source>%1.question: expected a non-empty text</source>
        <translation>%1.question: ожидался непустой текст</translation>
    </message>
    <message>
        <source>%1.choices: expected 2 to 6 non-empty texts</source>
        <translation>%1.choices: ожидалось от 2 до 6 непустых текстов</translation>
    </message>
    <message>
        <source>%1.correct: expected the index of one of the choices</source>
        <translation>%1.correct: ожидался индекс одного из вариантов</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>Не удаётся открыть %1: %2</translation>
    </message>
</context>
<context>
    <name>ReportRenderer</name>
    <message>
        <source>Memory per device</source>
        <translation>Память на устройство</translation>
    </message>
    <message>
        <source>Stacked bars: weights, gradients, optimizer state, activations, KV cache and runtime overhead against each device&apos;s capacity; bars outlined in red do not fit.</source>
        <translation>Столбцы с накоплением: веса, градиенты, состояние оптимизатора, активации, KV-кэш и накладные расходы рантайма в сравнении с ёмкостью каждого устройства; столбцы с красной обводкой не помещаются.</translation>
    </message>
    <message>
        <source>Time against cost</source>
        <translation>Время и стоимость</translation>
    </message>
    <message>
        <source>Each option with its low–high range; the line joins the options no other beats on both time and cost (the Pareto front).</source>
        <translation>Каждый вариант с диапазоном от минимума до максимума; линия соединяет варианты, которые никто не превосходит одновременно по времени и стоимости (фронт Парето).</translation>
    </message>
    <message>
        <source>Latency against cost</source>
        <translation>Задержка и стоимость</translation>
    </message>
    <message>
        <source>p95 latency at the peak load against the cost per hour of each option.</source>
        <translation>Задержка p95 при пиковой нагрузке в сравнении со стоимостью в час для каждого варианта.</translation>
    </message>
    <message>
        <source>Data pipeline of the recommended option</source>
        <translation>Конвейер данных рекомендуемого варианта</translation>
    </message>
    <message>
        <source>What each stage can sustain; the slowest stage sets the pace.</source>
        <translation>Что выдерживает каждая стадия; темп задаёт самая медленная.</translation>
    </message>
    <message>
        <source>Latency under load</source>
        <translation>Задержка под нагрузкой</translation>
    </message>
    <message>
        <source>p95 latency against the offered load for the best options, with the latency target.</source>
        <translation>Задержка p95 в зависимости от нагрузки для лучших вариантов, с целью по задержке.</translation>
    </message>
    <message>
        <source>Deadline %1: met, expected %2 (at worst %3).</source>
        <translation>Срок %1: выполнен, ожидается %2 (в худшем случае %3).</translation>
    </message>
    <message>
        <source>Deadline %1: not met.</source>
        <translation>Срок %1: не выполнен.</translation>
    </message>
    <message>
        <source>Budget %1: met, costs %2.</source>
        <translation>Бюджет %1: выполнен, стоимость %2.</translation>
    </message>
    <message>
        <source>Budget %1: not met.</source>
        <translation>Бюджет %1: не выполнен.</translation>
    </message>
    <message>
        <source>Total budget %1: met, costs %2 (at worst %3).</source>
        <translation>Общий бюджет %1: выполнен, стоимость %2 (в худшем случае %3).</translation>
    </message>
    <message>
        <source>Total budget %1: not met.</source>
        <translation>Общий бюджет %1: не выполнен.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>Model state in memory</source>
        <translation>Состояние модели в памяти</translation>
    </message>
    <message>
        <source>Weights, gradients and optimizer state take bytes per parameter by precision and optimizer: mixed-precision Adam keeps 16 bytes per parameter (2 for weights, 2 for gradients, 12 for the fp32 master copy, momentum and variance), 18 where the framework keeps fp32 gradients. ZeRO stage 1 divides the optimizer state over the N data-parallel devices, stage 2 also the gradients, stage 3 also the weights.</source>
        <translation>Веса, градиенты и состояние оптимизатора занимают определённое число байт на параметр в зависимости от точности и оптимизатора: Adam со смешанной точностью хранит 16 байт на параметр (2 на веса, 2 на градиенты, 12 на мастер-копию fp32, момент и дисперсию), 18 — если фреймворк хранит градиенты в fp32. ZeRO стадии 1 делит состояние оптимизатора между N устройствами параллелизма данных, стадии 2 — ещё и градиенты, стадии 3 — ещё и веса.</translation>
    </message>
    <message>
        <source>Rajbhandari et al., ZeRO: Memory Optimizations Toward Training Trillion Parameter Models, arXiv:1910.02054</source>
        <translation>Rajbhandari et al., ZeRO: Memory Optimizations Toward Training Trillion Parameter Models, arXiv:1910.02054</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>Активации</translation>
    </message>
    <message>
        <source>Per transformer layer in 16 bits without recomputation: s·b·h·(34 + 5·a·s/h) bytes for sequence s, micro-batch b, hidden size h and a heads; with tensor parallelism t: s·b·h·(10 + 24/t + 5·a·s/(h·t)); with sequence parallelism and selective recomputation 34·s·b·h/t; full recomputation keeps only the layer input, 2·s·b·h. Flash attention removes the a·s² terms.</source>
        <translation>На слой трансформера в 16 битах без пересчёта: s·b·h·(34 + 5·a·s/h) байт для последовательности s, микробатча b, скрытого размера h и a голов; с тензорным параллелизмом t: s·b·h·(10 + 24/t + 5·a·s/(h·t)); с sequence parallelism и выборочным пересчётом 34·s·b·h/t; полный пересчёт хранит только вход слоя, 2·s·b·h. Flash attention убирает члены a·s².</translation>
    </message>
    <message>
        <source>Korthikanti et al., Reducing Activation Recomputation in Large Transformer Models, arXiv:2205.05198</source>
        <translation>Korthikanti et al., Reducing Activation Recomputation in Large Transformer Models, arXiv:2205.05198</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV-кэш</translation>
    </message>
    <message>
        <source>2 × layers × KV heads × head size × tokens × batch × bytes per value; grouped-query attention counts the KV heads, not the query heads.</source>
        <translation>2 × слои × KV-головы × размер головы × токены × батч × байт на значение; при grouped-query attention считаются KV-головы, а не головы запросов.</translation>
    </message>
    <message>
        <source>Training time</source>
        <translation>Время обучения</translation>
    </message>
    <message>
        <source>About 6 × parameters × tokens FLOPs (2 forward, 4 backward), 8 × with full recomputation. Each phase takes the longer of its FLOPs at the device&apos;s peak times the efficiency and its bytes at the memory bandwidth times the bandwidth share (a roofline).</source>
        <translation>Около 6 × параметры × токены FLOPs (2 на прямой проход, 4 на обратный), 8 × при полном пересчёте. Каждая фаза длится дольше из двух: её FLOPs при пиковой производительности устройства, умноженной на эффективность, и её байты при пропускной способности памяти, умноженной на достижимую долю (roofline).</translation>
    </message>
    <message>
        <source>EleutherAI, Transformer Math 101; Williams et al., Roofline, CACM 52(4), 2009</source>
        <translation>EleutherAI, Transformer Math 101; Williams et al., Roofline, CACM 52(4), 2009</translation>
    </message>
    <message>
        <source>Pipeline bubble and communication</source>
        <translation>Пузырь конвейера и обмен данными</translation>
    </message>
    <message>
        <source>With p pipeline stages, m micro-batches per step and v interleaved stages per device, about (p−1)/(v·m) of the ideal step is idle. A ring all-reduce moves 2(N−1)/N × the gradient bytes per device, partly hidden behind the backward pass.</source>
        <translation>При p стадиях конвейера, m микробатчах на шаг и v чередующихся стадиях на устройство около (p−1)/(v·m) идеального шага уходит на простой. Кольцевой all-reduce передаёт 2(N−1)/N × байт градиентов на устройство, частично скрываясь за обратным проходом.</translation>
    </message>
    <message>
        <source>Narayanan et al., Efficient Large-Scale Language Model Training on GPU Clusters Using Megatron-LM, arXiv:2104.04473</source>
        <translation>Narayanan et al., Efficient Large-Scale Language Model Training on GPU Clusters Using Megatron-LM, arXiv:2104.04473</translation>
    </message>
    <message>
        <source>Spot interruptions</source>
        <translation>Прерывания спота</translation>
    </message>
    <message>
        <source>The checkpoint interval is Young&apos;s √(2 × checkpoint time × mean time between interruptions); the expected run time with lost work and restarts follows Daly&apos;s model.</source>
        <translation>Интервал чекпоинтов — по формуле Янга √(2 × время чекпоинта × среднее время между прерываниями); ожидаемое время работы с потерянной работой и перезапусками — по модели Дейли.</translation>
    </message>
    <message>
        <source>J. W. Young, CACM 17(9), 1974; J. T. Daly, Future Generation Computer Systems 22(3), 2006</source>
        <translation>J. W. Young, CACM 17(9), 1974; J. T. Daly, Future Generation Computer Systems 22(3), 2006</translation>
    </message>
    <message>
        <source>Serving latency</source>
        <translation>Задержка сервинга</translation>
    </message>
    <message>
        <source>A seeded discrete-event simulation of Poisson arrivals, micro-batching windows and replicas gives the p50 and p95 latencies; replicas are added until p95 meets the target.</source>
        <translation>Дискретно-событийная симуляция с фиксированным seed пуассоновского потока запросов, окон микробатчинга и реплик даёт задержки p50 и p95; реплики добавляются, пока p95 не уложится в цель.</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Стоимость</translation>
    </message>
    <message>
        <source>Hourly price × billed hours × devices, with cold starts and idle tails where they are billed. The ranges of time and cost come from the range of the efficiencies below.</source>
        <translation>Цена в час × оплачиваемые часы × устройства, с холодными стартами и простоями там, где они оплачиваются. Диапазоны времени и стоимости следуют из диапазона эффективностей ниже.</translation>
    </message>
    <message>
        <source>%1 µs</source>
        <translation>%1 мкс</translation>
    </message>
    <message>
        <source>Training efficiency (%1)</source>
        <translation>Эффективность обучения (%1)</translation>
    </message>
    <message>
        <source>Share of the sustained matrix rate a framework reaches over a whole training step: kernel gaps, unfused epilogues, host synchronisation.</source>
        <translation>Доля устойчивой скорости матричных операций, которую фреймворк достигает за целый шаг обучения: паузы между ядрами, неслитые эпилоги, синхронизация с хостом.</translation>
    </message>
    <message>
        <source>Inference efficiency (%1)</source>
        <translation>Эффективность инференса (%1)</translation>
    </message>
    <message>
        <source>Inference engines fuse more kernels and launch fewer.</source>
        <translation>Движки инференса сливают больше ядер и запускают их реже.</translation>
    </message>
    <message>
        <source>Memory bandwidth share, GPU / CPU</source>
        <translation>Доля пропускной способности памяти, GPU / CPU</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Share of peak memory bandwidth that streaming kernels reach.</source>
        <translation>Доля пиковой пропускной способности памяти, которую достигают потоковые ядра.</translation>
    </message>
    <message>
        <source>Activation passes per training step</source>
        <translation>Проходы по активациям за шаг обучения</translation>
    </message>
    <message>
        <source>Stored activations are written in the forward and read in the backward; their gradients are written and read once more.</source>
        <translation>Сохранённые активации записываются в прямом проходе и читаются в обратном; их градиенты записываются и читаются ещё раз.</translation>
    </message>
    <message>
        <source>Fixed cost per GPU kernel</source>
        <translation>Постоянная стоимость ядра GPU</translation>
    </message>
    <message>
        <source>Launch gap, ramp-up and tail of each kernel.</source>
        <translation>Пауза на запуск, разгон и хвост каждого ядра.</translation>
    </message>
    <message>
        <source>Kernels per layer, training / inference</source>
        <translation>Ядер на слой, обучение / инференс</translation>
    </message>
    <message>
        <source>Forward and backward of one transformer block; one inference pass with this framework.</source>
        <translation>Прямой и обратный проход одного блока трансформера; один проход инференса в этом фреймворке.</translation>
    </message>
    <message>
        <source>Eager frameworks issue each operator from the host; a step takes the longer of the GPU&apos;s and the host&apos;s time.</source>
        <translation>Eager-фреймворки выдают каждый оператор с хоста; шаг длится дольше из двух: время GPU или время хоста.</translation>
    </message>
    <message>
        <source>Link efficiency</source>
        <translation>Эффективность канала</translation>
    </message>
    <message>
        <source>×%1 – ×%2</source>
        <translation>×%1 – ×%2</translation>
    </message>
    <message>
        <source>on demand (no %1 price)</source>
        <translation>по требованию (нет цены «%1»)</translation>
    </message>
    <message>
        <source>per GPU</source>
        <translation>за GPU</translation>
    </message>
    <message>
        <source>per instance</source>
        <translation>за инстанс</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>undated</source>
        <translation>без даты</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>не удаётся записать %1: %2</translation>
    </message>
    <message>
        <source>Compute recommendation: %1</source>
        <translation>Рекомендация по вычислениям: %1</translation>
    </message>
    <message>
        <source>cannot start the PDF %1</source>
        <translation>не удаётся начать PDF %1</translation>
    </message>
    <message>
        <source>Print the recommendation report</source>
        <translation>Печать отчёта с рекомендацией</translation>
    </message>
    <message>
        <source>Untitled scenario</source>
        <translation>Сценарий без имени</translation>
    </message>
    <message>
        <source>No option fits this workload in memory and meets its constraints.</source>
        <translation>Ни один вариант не вмещает эту задачу в память с соблюдением её ограничений.</translation>
    </message>
    <message>
        <source>fits with %1 headroom</source>
        <translation>помещается с запасом %1</translation>
    </message>
    <message>
        <source>does not fit in memory</source>
        <translation>не помещается в память</translation>
    </message>
    <message>
        <source>Compute recommendation</source>
        <translation>Рекомендация по вычислениям</translation>
    </message>
    <message>
        <source>%1 · %2 · prepared with Rightsize %3</source>
        <translation>%1 · %2 · подготовлено в Rightsize %3</translation>
    </message>
    <message>
        <source>Recommendation</source>
        <translation>Рекомендация</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>No recommendation: no option fits in memory and meets the constraints. The options table and the findings below show what stands in the way.</source>
        <translation>Рекомендации нет: ни один вариант не помещается в память с соблюдением ограничений. Таблица вариантов и замечания ниже показывают, что мешает.</translation>
    </message>
    <message>
        <source>p95 latency</source>
        <translation>Задержка p95</translation>
    </message>
    <message>
        <source>%1 per million requests</source>
        <translation>%1 за миллион запросов</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Время</translation>
    </message>
    <message>
        <source>range %1 – %2</source>
        <translation>диапазон %1 – %2</translation>
    </message>
    <message>
        <source>of %1, %2 free</source>
        <translation>из %1, свободно %2</translation>
    </message>
    <message>
        <source>Bottleneck</source>
        <translation>Узкое место</translation>
    </message>
    <message>
        <source>MFU %1</source>
        <translation>MFU %1</translation>
    </message>
    <message>
        <source>Constraints</source>
        <translation>Ограничения</translation>
    </message>
    <message>
        <source>No deadline, budget or latency target was set: the cheapest option that fits is recommended.</source>
        <translation>Срок, бюджет и цель по задержке не заданы: рекомендуется самый дешёвый из помещающихся вариантов.</translation>
    </message>
    <message>
        <source>Inputs</source>
        <translation>Исходные данные</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>Параметр</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Значение</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Графики</translation>
    </message>
    <message>
        <source>No serving chart: this workload does not serve requests.</source>
        <translation>Графика сервинга нет: эта задача не обслуживает запросы.</translation>
    </message>
    <message>
        <source>–</source>
        <translation>–</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Устройство</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Кол-во</translation>
    </message>
    <message>
        <source>Time (range)</source>
        <translation>Время (диапазон)</translation>
    </message>
    <message>
        <source>Cost per hour</source>
        <translation>Стоимость в час</translation>
    </message>
    <message>
        <source>Findings and fixes</source>
        <translation>Замечания и что делать</translation>
    </message>
    <message>
        <source>None: nothing on the checklist needs attention for the recommended option.</source>
        <translation>Нет: по чек-листу у рекомендуемого варианта ничего не требует внимания.</translation>
    </message>
    <message>
        <source>Fix: %1</source>
        <translation>Что делать: %1</translation>
    </message>
    <message>
        <source>Assumptions and formulas</source>
        <translation>Допущения и формулы</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>Источник: %1</translation>
    </message>
    <message>
        <source>Efficiency constants</source>
        <translation>Константы эффективности</translation>
    </message>
    <message>
        <source>Constant</source>
        <translation>Константа</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Обоснование</translation>
    </message>
    <message>
        <source>Prices used</source>
        <translation>Использованные цены</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Источник</translation>
    </message>
    <message>
        <source>Rightsize %1 — page %2 of %3</source>
        <translation>Rightsize %1 — страница %2 из %3</translation>
    </message>
    <message numerus="yes">
        <source>%1 req/s, %n replica(s)</source>
        <translation>
            <numerusform>%1 запр./с, %n реплика</numerusform>
            <numerusform>%1 запр./с, %n реплики</numerusform>
            <numerusform>%1 запр./с, %n реплик</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (estimate)</source>
        <translation>%1 (оценка)</translation>
    </message>
    <message>
        <source>Prices move and differ by provider: each is one provider&apos;s offer, with its region, instance, the date it was observed and where. Edit them in the catalog.</source>
        <translation>Цены меняются и различаются у провайдеров: каждая — предложение одного провайдера с регионом, инстансом, датой, когда она замечена, и источником. Их можно изменить в каталоге.</translation>
    </message>
    <message>
        <source>Provider, region, instance</source>
        <translation>Провайдер, регион, инстанс</translation>
    </message>
    <message>
        <source>Observed</source>
        <translation>Замечено</translation>
    </message>
    <message>
        <source>Host cost per operator, Python / autograd</source>
        <translation>Затраты хоста на оператор, Python / autograd</translation>
    </message>
    <message>
        <source>Gradient bucket</source>
        <translation>Корзина градиентов</translation>
    </message>
    <message>
        <source>%1 MiB</source>
        <translation>%1 МиБ</translation>
    </message>
    <message>
        <source>Gradients are reduced bucket by bucket while the backward runs; the last bucket is never hidden.</source>
        <translation>Градиенты сводятся по корзинам во время обратного прохода; последняя корзина никогда не скрывается.</translation>
    </message>
    <message>
        <source>Collective latency, in a node / across nodes</source>
        <translation>Задержка коллективной операции, внутри узла / между узлами</translation>
    </message>
    <message>
        <source>The fixed cost of one collective operation, whatever its size.</source>
        <translation>Фиксированная стоимость одной коллективной операции независимо от её объёма.</translation>
    </message>
    <message>
        <source>Share of a link&apos;s one-way bandwidth that ring collectives reach.</source>
        <translation>Доля пропускной способности канала в одну сторону, которую достигают кольцевые коллективные операции.</translation>
    </message>
    <message>
        <source>no published runs of this kind to measure the range against</source>
        <translation>нет опубликованных запусков такого рода, по которым можно оценить диапазон</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n published run(s) fell inside a range taken from the others</source>
        <translation>
            <numerusform>%1 из %n опубликованного запуска попал в диапазон, построенный по остальным</numerusform>
            <numerusform>%1 из %n опубликованных запусков попали в диапазон, построенный по остальным</numerusform>
            <numerusform>%1 из %n опубликованных запусков попали в диапазон, построенный по остальным</numerusform>
        </translation>
    </message>
    <message>
        <source>too few runs of this kind: the range of all time estimates; %1</source>
        <translation>слишком мало запусков такого рода: диапазон всех оценок времени; %1</translation>
    </message>
    <message>
        <source>Time range (%1)</source>
        <translation>Диапазон времени (%1)</translation>
    </message>
    <message>
        <source>Memory range</source>
        <translation>Диапазон памяти</translation>
    </message>
    <message>
        <source>the %1 deadline (takes %2)</source>
        <translation>срок %1 (займёт %2)</translation>
    </message>
    <message>
        <source>the %1 budget (costs %2)</source>
        <translation>бюджет %1 (стоит %2)</translation>
    </message>
    <message>
        <source>%1: %2, %3; %4</source>
        <translation>%1: %2, %3; %4</translation>
    </message>
    <message>
        <source>No option meets every limit. The closest misses %1. Closest: %2</source>
        <translation>Ни один вариант не укладывается во все рамки. Ближайший не выполняет: %1. Ближайший: %2</translation>
    </message>
    <message>
        <source> and </source>
        <translation> и </translation>
    </message>
    <message>
        <source>Rent %1</source>
        <translation>Арендуйте %1</translation>
    </message>
    <message>
        <source>Options that fit</source>
        <translation>Варианты, которые помещаются</translation>
    </message>
    <message numerus="yes">
        <source>%n option(s) fit in memory; the recommended one is highlighted.</source>
        <translation>
            <numerusform>В память помещается %n вариант; рекомендуемый выделен.</numerusform>
            <numerusform>В память помещаются %n варианта; рекомендуемый выделен.</numerusform>
            <numerusform>В память помещаются %n вариантов; рекомендуемый выделен.</numerusform>
        </translation>
    </message>
    <message>
        <source>No option fits in memory.</source>
        <translation>Ни один вариант не помещается в память.</translation>
    </message>
    <message numerus="yes">
        <source>%n other option(s) do not fit in memory and are not listed.</source>
        <translation>
            <numerusform>Ещё %n вариант не помещается в память и не приводится.</numerusform>
            <numerusform>Ещё %n варианта не помещаются в память и не приводятся.</numerusform>
            <numerusform>Ещё %n вариантов не помещаются в память и не приводятся.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n option(s) fit in memory. Listed: the best count of each device, cheapest first, at most %1; the recommended one is highlighted.</source>
        <translation>
            <numerusform>%n вариант помещается в память. Показано: лучшее число каждого устройства, сначала самые дешёвые, не более %1; рекомендованный выделен.</numerusform>
            <numerusform>%n варианта помещаются в память. Показано: лучшее число каждого устройства, сначала самые дешёвые, не более %1; рекомендованный выделен.</numerusform>
            <numerusform>%n вариантов помещаются в память. Показано: лучшее число каждого устройства, сначала самые дешёвые, не более %1; рекомендованный выделен.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n other option(s) fit but are not listed (other counts, or dearer devices); the window and “rightsize estimate” show them all.</source>
        <translation>
            <numerusform>Ещё %n вариант помещается, но не показан (другое число или более дорогое устройство); окно и «rightsize estimate» показывают все.</numerusform>
            <numerusform>Ещё %n варианта помещаются, но не показаны (другие числа или более дорогие устройства); окно и «rightsize estimate» показывают все.</numerusform>
            <numerusform>Ещё %n вариантов помещаются, но не показаны (другие числа или более дорогие устройства); окно и «rightsize estimate» показывают все.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2–%3)</source>
        <translation>%1 (%2–%3)</translation>
    </message>
    <message>
        <source>Energy and CO₂</source>
        <translation>Энергия и CO₂</translation>
    </message>
    <message>
        <source>Each device draws idle + (TDP − idle) × its modelled utilisation, idle being %1 of its datasheet TDP; the host adds %2 of the devices&apos; TDP; devices of a whole instance the job leaves unused draw idle power. The facility multiplies this by a PUE of %3. CO₂ is that energy times the annual average grid carbon intensity of the offer&apos;s region (%4); a region not in the table has no CO₂ figure.</source>
        <translation>Каждое устройство потребляет мощность простоя + (TDP − простой) × смоделированная загрузка, где простой составляет %1 от TDP по паспорту; хост добавляет %2 от TDP устройств; неиспользуемые задачей устройства целого инстанса потребляют мощность простоя. Дата-центр умножает это на PUE %3. CO₂ — это энергия, умноженная на среднегодовую углеродоёмкость электросети региона предложения (%4); для региона, которого нет в таблице, CO₂ не указывается.</translation>
    </message>
    <message>
        <source>Why these numbers</source>
        <translation>Почему эти числа</translation>
    </message>
    <message>
        <source>The terms behind the recommended option&apos;s memory, time and cost: the same the window shows under &quot;Why this number?&quot; and the plan JSON carries as explanation.</source>
        <translation>Слагаемые памяти, времени и стоимости рекомендованного варианта: те же, что окно показывает в «Откуда это число?», а JSON плана содержит как explanation.</translation>
    </message>
    <message>
        <source>Term</source>
        <translation>Слагаемое</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Единица</translation>
    </message>
    <message>
        <source>The offer&apos;s region %1 (%2) takes %3 g CO₂ per kWh, the %4 annual grid average%5.</source>
        <translation>Для региона предложения %1 (%2) взято %3 г CO₂ на кВт·ч — среднегодовое значение сети за %4%5.</translation>
    </message>
    <message>
        <source>, the figure of %1 on the same grid</source>
        <translation>, значение %1 в той же сети</translation>
    </message>
    <message>
        <source>The offer&apos;s region has no grid intensity in the table, so no CO₂ figure is given.</source>
        <translation>Для региона предложения в таблице нет углеродоёмкости сети, поэтому CO₂ не указывается.</translation>
    </message>
    <message>
        <source>Energy of the recommended option</source>
        <translation>Энергия рекомендуемого варианта</translation>
    </message>
    <message>
        <source>%1 draws %2 W at its datasheet TDP; at the modelled utilisation of %3% the placement&apos;s IT power averages %4 W. %5</source>
        <translation>%1 потребляет %2 Вт по TDP из технической документации; при моделируемой загрузке %3 % средняя ИТ-мощность размещения — %4 Вт. %5</translation>
    </message>
    <message>
        <source>Power: %1. Grid: %2</source>
        <translation>Мощность: %1. Сеть: %2</translation>
    </message>
    <message>
        <source>kWh per hour</source>
        <translation>кВт·ч в час</translation>
    </message>
    <message>
        <source>kWh</source>
        <translation>кВт·ч</translation>
    </message>
    <message>
        <source>kg CO₂ per hour</source>
        <translation>кг CO₂ в час</translation>
    </message>
    <message>
        <source>kg CO₂</source>
        <translation>кг CO₂</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Price, pricing</source>
        <translation>Цена, тариф</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Валюта</translation>
    </message>
    <message>
        <source>%1. The plan compares prices in US dollars, the currency of the catalog; each amount in this report is that figure times %2, and offers priced in %3 took part converted at the same rate.</source>
        <translation>%1. План сравнивает цены в долларах США, валюте каталога; каждая сумма в этом отчёте — это значение, умноженное на %2, а предложения с ценами в %3 участвовали в сравнении, пересчитанные по тому же курсу.</translation>
    </message>
    <message>
        <source>The rate of %1 given by the user</source>
        <translation>Курс на %1, указанный пользователем</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation>%1 при %2</translation>
    </message>
    <message>
        <source>%1, rented as %2</source>
        <translation>%1, арендуется как %2</translation>
    </message>
    <message>
        <source>Hosted API against your own model</source>
        <translation>Размещённый API против своей модели</translation>
    </message>
    <message>
        <source>Serverless against a classic cluster</source>
        <translation>Serverless против классического кластера</translation>
    </message>
    <message>
        <source>Cost per month against tokens per month: the API&apos;s price per token against the recommended option kept up all month; the ring marks the break-even.</source>
        <translation>Стоимость в месяц в зависимости от токенов в месяц: цена API за токен против рекомендованного варианта, работающего весь месяц; кольцо отмечает точку безубыточности.</translation>
    </message>
    <message>
        <source>Cost per day against runs per day: serverless billed per second of work against a classic cluster billed for its start-up and idle tail each run; the ring marks the break-even.</source>
        <translation>Стоимость в день в зависимости от прогонов в день: serverless с оплатой за секунду работы против классического кластера, который в каждом прогоне оплачивает запуск и простой; кольцо отмечает точку безубыточности.</translation>
    </message>
    <message>
        <source>Ways of buying</source>
        <translation>Способы покупки</translation>
    </message>
    <message>
        <source>%1, bought each way and kept up all month (730 h). The cheapest way that can be paid is highlighted; a way without a price says so.</source>
        <translation>%1, купленный каждым способом и работающий весь месяц (730 ч). Самый дешёвый способ, который можно оплатить, выделен; способ без цены так и помечен.</translation>
    </message>
    <message>
        <source>Time to first token</source>
        <translation>Время до первого токена</translation>
    </message>
    <message>
        <source>Time per output token</source>
        <translation>Время на выходной токен</translation>
    </message>
    <message>
        <source>From plan to launch</source>
        <translation>От плана к запуску</translation>
    </message>
    <message numerus="yes">
        <source>The plan runs %n engine(s) on %1, each started with this command: the plan&apos;s tensor-parallel group, sequences at once, context length and memory share.</source>
        <translation>
            <numerusform>План запускает %n движок на %1 этой командой: группа тензорного параллелизма, одновременные последовательности, длина контекста и доля памяти из плана.</numerusform>
            <numerusform>План запускает %n движка на %1, каждый этой командой: группа тензорного параллелизма, одновременные последовательности, длина контекста и доля памяти из плана.</numerusform>
            <numerusform>План запускает %n движков на %1, каждый этой командой: группа тензорного параллелизма, одновременные последовательности, длина контекста и доля памяти из плана.</numerusform>
        </translation>
    </message>
    <message>
        <source>MODEL is a placeholder: replace it with the model&apos;s Hugging Face name or a local path.</source>
        <translation>MODEL — заглушка: замените её именем модели на Hugging Face или локальным путём.</translation>
    </message>
    <message>
        <source>%1 at %2, %3</source>
        <translation>%1 при %2, %3</translation>
    </message>
    <message numerus="yes">
        <source>%1 clients, %n replica(s)</source>
        <translation>
            <numerusform>%1 клиентов, %n реплика</numerusform>
            <numerusform>%1 клиентов, %n реплики</numerusform>
            <numerusform>%1 клиентов, %n реплик</numerusform>
        </translation>
    </message>
    <message>
        <source>✗ misses %1</source>
        <translation>✗ не выполняет %1</translation>
    </message>
    <message>
        <source>%1, bought each way: per hour of the whole placement, the hours one run bills, and what a run, a day at %2 run(s) a day (its runs plus its start-up and idle time) and a month of 30.4 such days cost. The cheapest way that can be paid is highlighted; a way without a price says so.</source>
        <translation>%1 при каждом способе покупки: за час всего размещения, часы, оплачиваемые за запуск, и сколько стоят запуск, день при %2 запуск(ах) в день (его запуски плюс время запуска и простоя) и месяц из 30,4 таких дней. Самый дешёвый способ, который можно оплатить, выделен; способ без цены так и помечен.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Latency target p95 %1 at %2 requests/s: met, %3.</source>
        <translation>Цель по задержке p95 %1 при %2 запросах/с: достигнута, %3.</translation>
    </message>
    <message>
        <source>Latency target p95 %1: not met.</source>
        <translation>Цель по задержке p95 %1: не достигнута.</translation>
    </message>
    <message>
        <source>%1 target p95 %2: met, %3.</source>
        <translation>Цель %1 p95 %2: достигнута, %3.</translation>
    </message>
    <message>
        <source>%1 target p95 %2: not met.</source>
        <translation>Цель %1 p95 %2: не достигнута.</translation>
    </message>
    <message>
        <source>the p95 %1 target (p95 %2)</source>
        <translation>цель p95 %1 (p95 %2)</translation>
    </message>
    <message>
        <source>the p95 %1 target</source>
        <translation>цель p95 %1</translation>
    </message>
    <message>
        <source>That command starts each prefill engine; each decode engine starts with:</source>
        <translation>Эта команда запускает каждый движок prefill; каждый движок decode запускается так:</translation>
    </message>
    <message numerus="yes">
        <source>%1: p95 %2 with %n client(s), %3; %4</source>
        <translation>
            <numerusform>%1: p95 %2 с %n клиентом, %3; %4</numerusform>
            <numerusform>%1: p95 %2 с %n клиентами, %3; %4</numerusform>
            <numerusform>%1: p95 %2 с %n клиентами, %3; %4</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: p95 %2 at %3 requests/s, %4; %5</source>
        <translation>%1: p95 %2 при %3 запросах/с, %4; %5</translation>
    </message>
    <message>
        <source>p95 %1</source>
        <translation>p95 %1</translation>
    </message>
</context>
<context>
    <name>ResultsText</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Не удаётся записать %1: %2</translation>
    </message>
</context>
<context>
    <name>rightsize::ui::BuyingView</name>
    <message>
        <source>Ways of buying and break-even chart</source>
        <translation>Способы покупки и график безубыточности</translation>
    </message>
    <message>
        <source>Ways of buying the recommended option</source>
        <translation>Способы купить рекомендованный вариант</translation>
    </message>
    <message>
        <source>No plan yet</source>
        <translation>Плана пока нет</translation>
    </message>
    <message>
        <source>Once an option fits, every way of buying it is compared here: on demand, spot, reserved, a classic cluster and serverless.</source>
        <translation>Как только вариант помещается, здесь сравниваются все способы его купить: по требованию, spot, резерв, классический кластер и serverless.</translation>
    </message>
    <message>
        <source>No serverless offer of %1 to weigh against a classic cluster.</source>
        <translation>Нет serverless-предложения для %1, чтобы сравнить с классическим кластером.</translation>
    </message>
    <message>
        <source>Give a hosted API&apos;s price per million tokens to weigh it against your own model.</source>
        <translation>Укажите цену размещённого API за миллион токенов, чтобы сравнить его со своей моделью.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Tokens per month (millions)</source>
        <translation>Токенов в месяц (млн)</translation>
    </message>
    <message>
        <source>Runs per day</source>
        <translation>Прогонов в день</translation>
    </message>
    <message>
        <source>Cost per month (%1)</source>
        <translation>%1 в месяц</translation>
    </message>
    <message>
        <source>Cost per day (%1)</source>
        <translation>%1 в день</translation>
    </message>
    <message>
        <source>Hosted API at %1 per million tokens</source>
        <translation>Размещённый API по %1 за миллион токенов</translation>
    </message>
    <message>
        <source>Serverless</source>
        <translation>Serverless</translation>
    </message>
    <message>
        <source>Own model: %1 at %2</source>
        <translation>Своя модель: %1 по %2</translation>
    </message>
    <message>
        <source>Classic cluster</source>
        <translation>Классический кластер</translation>
    </message>
    <message>
        <source>This scenario
%1 tokens a month</source>
        <translation>Этот сценарий
%1 токенов в месяц</translation>
    </message>
    <message>
        <source>This scenario
%1 runs a day</source>
        <translation>Этот сценарий
%1 прогонов в день</translation>
    </message>
    <message>
        <source>Break-even at %1 tokens a month, %2 a month</source>
        <translation>Безубыточность при %1 токенов в месяц, %2 в месяц</translation>
    </message>
    <message>
        <source>Break-even at %1 runs a day, %2 a day</source>
        <translation>Безубыточность при %1 прогонах в день, %2 в день</translation>
    </message>
    <message>
        <source>Break-even</source>
        <translation>Безубыточность</translation>
    </message>
    <message>
        <source>The classic cluster has no price known: only serverless is drawn.</source>
        <translation>Цена классического кластера неизвестна: нарисован только serverless.</translation>
    </message>
    <message>
        <source>%1: below it the hosted API costs less, above it your own model.</source>
        <translation>%1: ниже дешевле размещённый API, выше — своя модель.</translation>
    </message>
    <message>
        <source>%1: below it your own model costs less, above it the hosted API.</source>
        <translation>%1: ниже дешевле своя модель, выше — размещённый API.</translation>
    </message>
    <message>
        <source>%1: below it serverless costs less, above it the classic cluster.</source>
        <translation>%1: ниже дешевле serverless, выше — классический кластер.</translation>
    </message>
    <message>
        <source>%1: below it the classic cluster costs less, above it serverless.</source>
        <translation>%1: ниже дешевле классический кластер, выше — serverless.</translation>
    </message>
    <message>
        <source>The hosted API costs less at every volume: your own model costs more per token.</source>
        <translation>Размещённый API дешевле при любом объёме: своя модель дороже за токен.</translation>
    </message>
    <message>
        <source>Your own model costs less at every volume shown.</source>
        <translation>Своя модель дешевле при любом показанном объёме.</translation>
    </message>
    <message>
        <source>Serverless costs less at every rate from one run a week to a day full of runs.</source>
        <translation>Serverless дешевле при любой частоте — от одного прогона в неделю до дня, полного прогонов.</translation>
    </message>
    <message>
        <source>The classic cluster costs less at every rate from one run a week to a day full of runs.</source>
        <translation>Классический кластер дешевле при любой частоте — от одного прогона в неделю до дня, полного прогонов.</translation>
    </message>
    <message>
        <source>No recommendation</source>
        <translation>Нет рекомендации</translation>
    </message>
</context>
<context>
    <name>rightsize::ui::CalibrationPanel</name>
    <message>
        <source>samples/s</source>
        <translation>примеров/с</translation>
    </message>
    <message>
        <source>tokens/s</source>
        <translation>токенов/с</translation>
    </message>
    <message>
        <source>step time</source>
        <translation>время шага</translation>
    </message>
    <message>
        <source>job time</source>
        <translation>время задания</translation>
    </message>
    <message>
        <source>peak memory</source>
        <translation>пиковая память</translation>
    </message>
    <message>
        <source>p50 latency</source>
        <translation>задержка p50</translation>
    </message>
    <message>
        <source>p95 latency</source>
        <translation>задержка p95</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Запуск</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Устройство</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>Измерено</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Значение</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>До</translation>
    </message>
    <message>
        <source>After (run left out)</source>
        <translation>После (запуск исключён)</translation>
    </message>
    <message>
        <source>Factor</source>
        <translation>Коэффициент</translation>
    </message>
    <message>
        <source>Correction</source>
        <translation>Поправка</translation>
    </message>
    <message>
        <source>Factor (±1 standard deviation)</source>
        <translation>Коэффициент (±1 стандартное отклонение)</translation>
    </message>
    <message>
        <source>Applies to</source>
        <translation>Относится к</translation>
    </message>
    <message>
        <source>&amp;Apply to scenario</source>
        <translation>&amp;Применить к сценарию</translation>
    </message>
    <message>
        <source>&amp;Unapply</source>
        <translation>&amp;Отменить применение</translation>
    </message>
    <message>
        <source>Calibration:</source>
        <translation>Калибровка:</translation>
    </message>
    <message>
        <source>Factors</source>
        <translation>Коэффициенты</translation>
    </message>
    <message>
        <source>%1 (version %2)</source>
        <translation>%1 (версия %2)</translation>
    </message>
    <message>
        <source>none yet: rightsize calibrate RUNS… --name NAME</source>
        <translation>пока нет: rightsize calibrate ЗАПУСКИ… --name ИМЯ</translation>
    </message>
    <message>
        <source>This calibration cannot be read: %1</source>
        <translation>Эту калибровку нельзя прочитать: %1</translation>
    </message>
    <message>
        <source>A calibration fits your team&apos;s correction factors to runs you measured (MLflow runs, Trainer results, nvidia-smi logs).</source>
        <translation>Калибровка подбирает поправочные коэффициенты вашей команды по измеренным запускам (запуски MLflow, результаты Trainer, журналы nvidia-smi).</translation>
    </message>
    <message numerus="yes">
        <source>%1. Mean error over %n measurement(s): %2% before, %3% after, each run predicted by the factors fitted on the others.</source>
        <translation>
            <numerusform>%1. Средняя ошибка по %n измерению: %2 % до, %3 % после; каждый запуск предсказан коэффициентами, подобранными по остальным.</numerusform>
            <numerusform>%1. Средняя ошибка по %n измерениям: %2 % до, %3 % после; каждый запуск предсказан коэффициентами, подобранными по остальным.</numerusform>
            <numerusform>%1. Средняя ошибка по %n измерениям: %2 % до, %3 % после; каждый запуск предсказан коэффициентами, подобранными по остальным.</numerusform>
        </translation>
    </message>
    <message>
        <source>not used: %1</source>
        <translation>не использован: %1</translation>
    </message>
    <message>
        <source>Predicted against measured: %1</source>
        <translation>Предсказано против измеренного: %1</translation>
    </message>
    <message>
        <source>Apply calibration</source>
        <translation>Применить калибровку</translation>
    </message>
    <message>
        <source>Unapply calibration</source>
        <translation>Отменить калибровку</translation>
    </message>
    <message>
        <source>Calibration</source>
        <translation>Калибровка</translation>
    </message>
</context>
<context>
    <name>rightsize::ui::CalibrationScatterView</name>
    <message>
        <source>GiB</source>
        <translation>ГиБ</translation>
    </message>
    <message>
        <source>samples/s</source>
        <translation>примеров/с</translation>
    </message>
    <message>
        <source>tokens/s</source>
        <translation>токенов/с</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>мс</translation>
    </message>
    <message>
        <source>s</source>
        <translation>с</translation>
    </message>
    <message>
        <source>predicted, %1</source>
        <translation>предсказано, %1</translation>
    </message>
    <message>
        <source>measured, %1</source>
        <translation>измерено, %1</translation>
    </message>
    <message>
        <source>No run of this calibration could be compared with the plan.</source>
        <translation>Ни один запуск этой калибровки не удалось сравнить с планом.</translation>
    </message>
    <message>
        <source>prediction = measurement</source>
        <translation>предсказание = измерение</translation>
    </message>
    <message>
        <source>uncalibrated</source>
        <translation>без калибровки</translation>
    </message>
    <message>
        <source>calibrated (run left out)</source>
        <translation>с калибровкой (запуск исключён)</translation>
    </message>
</context>
<context>
    <name>rightsize::ui::CatalogDevicesModel</name>
    <message>
        <source>Custom device</source>
        <translation>Своё устройство</translation>
    </message>
    <message>
        <source>entered by hand</source>
        <translation>введено вручную</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Название</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Тип</translation>
    </message>
    <message>
        <source>Memory (GiB)</source>
        <translation>Память (ГиБ)</translation>
    </message>
    <message>
        <source>Bandwidth (GB/s)</source>
        <translation>Пропускная способность (ГБ/с)</translation>
    </message>
    <message>
        <source>Peak 16-bit (TFLOP/s)</source>
        <translation>Пик 16 бит (TFLOP/s)</translation>
    </message>
    <message>
        <source>On-demand ($/h)</source>
        <translation>По требованию ($/ч)</translation>
    </message>
    <message>
        <source>Spot ($/h)</source>
        <translation>Спот ($/ч)</translation>
    </message>
    <message>
        <source>Serverless ($/h)</source>
        <translation>Serverless ($/ч)</translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation>%1 (копия)</translation>
    </message>
    <message>
        <source>No price known for this device.</source>
        <translation>Цена для этого устройства неизвестна.</translation>
    </message>
    <message>
        <source>%1
Source: %2</source>
        <translation>%1
Источник: %2</translation>
    </message>
    <message>
        <source>Observed</source>
        <translation>Замечено</translation>
    </message>
    <message>
        <source>built-in</source>
        <translation>встроенный</translation>
    </message>
    <message>
        <source>prices changed</source>
        <translation>цены изменены</translation>
    </message>
    <message>
        <source>changed</source>
        <translation>изменён</translation>
    </message>
    <message>
        <source>added</source>
        <translation>добавлен</translation>
    </message>
    <message>
        <source>As the program ships it.</source>
        <translation>Как поставляется с программой.</translation>
    </message>
    <message>
        <source>Your change, kept in the library: every scenario and rightsize estimate --db use it.</source>
        <translation>Ваше изменение хранится в библиотеке: его используют все сценарии и rightsize estimate --db.</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>Данные</translation>
    </message>
</context>
<context>
    <name>rightsize::ui::CatalogEditor</name>
    <message>
        <source>Hardware and prices</source>
        <translation>Оборудование и цены</translation>
    </message>
    <message>
        <source>Catalog editor</source>
        <translation>Редактор каталога</translation>
    </message>
    <message>
        <source>Devices and prices</source>
        <translation>Устройства и цены</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Добавить</translation>
    </message>
    <message>
        <source>Add a copy of the selected device</source>
        <translation>Добавить копию выбранного устройства</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Удалить</translation>
    </message>
    <message>
        <source>Reset to &amp;built-in</source>
        <translation>&amp;Вернуть встроенный</translation>
    </message>
    <message>
        <source>Forget every change and use the catalog that ships with the program</source>
        <translation>Забыть все изменения и использовать каталог, поставляемый с программой</translation>
    </message>
    <message>
        <source>Prices move: edit them to match your provider. A price you change is dated today. Changes are kept in the library and used by every scenario and by rightsize estimate --db; bold rows differ from the built-in catalog.</source>
        <translation>Цены меняются: исправьте их под своего провайдера. Изменённая цена получает сегодняшнюю дату. Изменения хранятся в библиотеке и используются всеми сценариями и командой rightsize estimate --db; строки, выделенные жирным, отличаются от встроенного каталога.</translation>
    </message>
    <message>
        <source>Re&amp;vert device</source>
        <translation>&amp;Откатить устройство</translation>
    </message>
    <message>
        <source>Put back the built-in figures of the selected device</source>
        <translation>Вернуть встроенные данные выбранного устройства</translation>
    </message>
    <message>
        <source>Saved in the library %1.</source>
        <translation>Сохранено в библиотеке %1.</translation>
    </message>
    <message>
        <source>No library is open: changes last until the program closes.</source>
        <translation>Библиотека не открыта: изменения действуют до закрытия программы.</translation>
    </message>
    <message>
        <source>Left out: %1: %2</source>
        <translation>Пропущено: %1: %2</translation>
    </message>
    <message>
        <source>Not saved in the library: %1</source>
        <translation>Не сохранено в библиотеке: %1</translation>
    </message>
</context>
<context>
    <name>rightsize::ui::CompareDialog</name>
    <message>
        <source>Compare “%1” and “%2”</source>
        <translation>Сравнение «%1» и «%2»</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>Параметр</translation>
    </message>
    <message>
        <source>no plan</source>
        <translation>нет плана</translation>
    </message>
    <message>
        <source>nothing fits</source>
        <translation>ничего не помещается</translation>
    </message>
    <message>
        <source>Recommended</source>
        <translation>Рекомендуется</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Время</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Стоимость</translation>
    </message>
    <message>
        <source>Fits in memory</source>
        <translation>Помещается в память</translation>
    </message>
    <message>
        <source>no (%1 needed per device)</source>
        <translation>нет (нужно %1 на устройство)</translation>
    </message>
    <message>
        <source>yes, %1 headroom</source>
        <translation>да, запас %1</translation>
    </message>
    <message>
        <source>p95 latency</source>
        <translation>Задержка p95</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 мс</translation>
    </message>
    <message numerus="yes">
        <source>%n input(s) differ:</source>
        <translation>
            <numerusform>Различается %n параметр:</numerusform>
            <numerusform>Различаются %n параметра:</numerusform>
            <numerusform>Различаются %n параметров:</numerusform>
        </translation>
    </message>
    <message>
        <source>The inputs are the same (a dash means the default).</source>
        <translation>Параметры совпадают (прочерк означает значение по умолчанию).</translation>
    </message>
    <message>
        <source>What each plan recommends:</source>
        <translation>Что рекомендует каждый план:</translation>
    </message>
</context>
<context>
    <name>rightsize::ui::CompareValuesDialog</name>
    <message>
        <source>not one of the choices</source>
        <translation>не из списка вариантов</translation>
    </message>
    <message>
        <source>Compare values</source>
        <translation>Сравнить значения</translation>
    </message>
    <message>
        <source>Values separated by commas, such as 64, 128, 256</source>
        <translation>Значения через запятую, например 64, 128, 256</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Поле</translation>
    </message>
    <message>
        <source>Values</source>
        <translation>Значения</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Значение</translation>
    </message>
    <message>
        <source>Recommended</source>
        <translation>Рекомендуется</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Время</translation>
    </message>
    <message>
        <source>Per hour</source>
        <translation>В час</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Всего</translation>
    </message>
    <message>
        <source>Targets met</source>
        <translation>Цели достигнуты</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Примечание</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Сравнить</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>refused</source>
        <translation>отклонено</translation>
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
        <source>%1 p95</source>
        <translation>%1 p95</translation>
    </message>
</context>
<context>
    <name>rightsize::ui::DisplayCurrencyControl</name>
    <message numerus="yes">
        <source>%n offer(s) priced in %1 left out: no rate for %1 (View → Display currency…)</source>
        <translation>
            <numerusform>%n предложение в %1 не учтено: нет курса для %1 (Вид → Валюта отображения…)</numerusform>
            <numerusform>%n предложения в %1 не учтены: нет курса для %1 (Вид → Валюта отображения…)</numerusform>
            <numerusform>%n предложений в %1 не учтено: нет курса для %1 (Вид → Валюта отображения…)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rightsize::ui::DisplayCurrencyDialog</name>
    <message>
        <source>US dollar (no conversion)</source>
        <translation>Доллар США (без пересчёта)</translation>
    </message>
    <message>
        <source>Another currency, at a rate I give</source>
        <translation>Другая валюта по курсу, который я укажу</translation>
    </message>
    <message>
        <source>Display currency</source>
        <translation>Валюта отображения</translation>
    </message>
    <message>
        <source>The plan compares prices in US dollars, the currency of the catalog. Money in the window and the report can be shown in another currency at a rate you give; offers priced in that currency then take part in the comparison.</source>
        <translation>План сравнивает цены в долларах США, валюте каталога. Суммы в окне и в отчёте можно показывать в другой валюте по курсу, который вы укажете; предложения с ценами в этой валюте тогда участвуют в сравнении.</translation>
    </message>
    <message>
        <source>YYYY-MM-DD</source>
        <translation>ГГГГ-ММ-ДД</translation>
    </message>
    <message>
        <source>Currency (ISO code)</source>
        <translation>Валюта (код ISO)</translation>
    </message>
    <message>
        <source>Units per US dollar</source>
        <translation>Единиц за доллар США</translation>
    </message>
    <message>
        <source>Date of the rate</source>
        <translation>Дата курса</translation>
    </message>
    <message>
        <source>Three capital letters, as ISO 4217 writes currency codes (e.g. EUR).</source>
        <translation>Три заглавные латинские буквы, как коды валют по ISO 4217 (например, EUR).</translation>
    </message>
    <message>
        <source>A US dollar buys one US dollar: the rate is 1.</source>
        <translation>Доллар США стоит один доллар США: курс равен 1.</translation>
    </message>
    <message>
        <source>A number from 0.001 to 1,000,000: how many units of the currency one US dollar buys.</source>
        <translation>Число от 0,001 до 1 000 000: сколько единиц валюты можно купить за один доллар США.</translation>
    </message>
    <message>
        <source>A date as YYYY-MM-DD: the day the rate held.</source>
        <translation>Дата в виде ГГГГ-ММ-ДД: день, на который действовал курс.</translation>
    </message>
</context>
<context>
    <name>rightsize::ui::LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Язык</translation>
    </message>
    <message>
        <source>&amp;System language (%1)</source>
        <translation>&amp;Язык системы (%1)</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Язык</translation>
    </message>
    <message>
        <source>The new language applies the next time Rightsize starts.</source>
        <translation>Новый язык будет применён при следующем запуске Rightsize.</translation>
    </message>
</context>
<context>
    <name>rightsize::ui::Library</name>
    <message>
        <source>Another copy of Rightsize is busy with the library; try again in a moment.</source>
        <translation>Другой экземпляр Rightsize сейчас работает с библиотекой; попробуйте чуть позже.</translation>
    </message>
    <message>
        <source>The scenario is no longer in the library.</source>
        <translation>Этого сценария больше нет в библиотеке.</translation>
    </message>
    <message>
        <source>The library was written by a newer Rightsize and is left untouched.</source>
        <translation>Библиотека записана более новой версией Rightsize и не изменяется.</translation>
    </message>
    <message>
        <source>The file is not a Rightsize library; it is left untouched.</source>
        <translation>Файл не является библиотекой Rightsize; он оставлен без изменений.</translation>
    </message>
    <message>
        <source>The library is damaged and cannot be read; it is left untouched.</source>
        <translation>Библиотека повреждена и не читается; она оставлена без изменений.</translation>
    </message>
    <message>
        <source>This library is read-only for your database role (or was opened for reading): scenarios can be opened and saved as files, not changed here.</source>
        <translation>Эта библиотека доступна вашей роли в базе данных только для чтения (или открыта только для чтения): сценарии можно открывать и сохранять в файлы, но не изменять здесь.</translation>
    </message>
    <message>
        <source>This library is read-only for your database role: %1</source>
        <translation>Эта библиотека доступна вашей роли в базе данных только для чтения: %1</translation>
    </message>
    <message>
        <source>Someone else saved this scenario meanwhile.</source>
        <translation>Кто-то другой тем временем сохранил этот сценарий.</translation>
    </message>
</context>
<context>
    <name>rightsize::ui::LibraryModel</name>
    <message>
        <source>Created %1, modified %2</source>
        <translation>Создан %1, изменён %2</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Название</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>Метки</translation>
    </message>
    <message>
        <source>Modified</source>
        <translation>Изменён</translation>
    </message>
</context>
<context>
    <name>rightsize::ui::LibraryPanel</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить</translation>
    </message>
    <message>
        <source>Search the library</source>
        <translation>Поиск в библиотеке</translation>
    </message>
    <message>
        <source>Scenarios</source>
        <translation>Сценарии</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Открыть</translation>
    </message>
    <message>
        <source>Open the scenario in the editor</source>
        <translation>Открыть сценарий в редакторе</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Новый</translation>
    </message>
    <message>
        <source>Start a new scenario in the editor</source>
        <translation>Начать новый сценарий в редакторе</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Сохранить</translation>
    </message>
    <message>
        <source>Save the scenario in the editor to the library</source>
        <translation>Сохранить сценарий из редактора в библиотеку</translation>
    </message>
    <message>
        <source>D&amp;uplicate</source>
        <translation>Д&amp;ублировать</translation>
    </message>
    <message>
        <source>Make a copy of the selected scenario</source>
        <translation>Сделать копию выбранного сценария</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>&amp;Переименовать</translation>
    </message>
    <message>
        <source>Rename the selected scenario</source>
        <translation>Переименовать выбранный сценарий</translation>
    </message>
    <message>
        <source>Edit &amp;tags</source>
        <translation>Изменить &amp;метки</translation>
    </message>
    <message>
        <source>Edit the tags of the selected scenario, separated by commas</source>
        <translation>Изменить метки выбранного сценария (через запятую)</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>У&amp;далить</translation>
    </message>
    <message>
        <source>Delete the selected scenarios (can be undone)</source>
        <translation>Удалить выбранные сценарии (можно отменить)</translation>
    </message>
    <message>
        <source>&amp;History</source>
        <translation>&amp;История</translation>
    </message>
    <message>
        <source>Earlier versions of the selected scenario</source>
        <translation>Прежние версии выбранного сценария</translation>
    </message>
    <message>
        <source>&amp;Compare</source>
        <translation>&amp;Сравнить</translation>
    </message>
    <message>
        <source>Compare the two selected scenarios side by side</source>
        <translation>Сравнить два выбранных сценария бок о бок</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>И&amp;мпорт…</translation>
    </message>
    <message>
        <source>Import scenarios from files</source>
        <translation>Импортировать сценарии из файлов</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Экспорт…</translation>
    </message>
    <message>
        <source>Export the selected scenarios to a file</source>
        <translation>Экспортировать выбранные сценарии в файл</translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation>%1 (копия)</translation>
    </message>
    <message>
        <source>Made “%1”.</source>
        <translation>Создан «%1».</translation>
    </message>
    <message>
        <source>Deleted “%1”.</source>
        <translation>Удалён «%1».</translation>
    </message>
    <message numerus="yes">
        <source>Deleted %n scenario(s).</source>
        <translation>
            <numerusform>Удалён %n сценарий.</numerusform>
            <numerusform>Удалено %n сценария.</numerusform>
            <numerusform>Удалено %n сценариев.</numerusform>
        </translation>
    </message>
    <message>
        <source>Search…</source>
        <translation>Поиск…</translation>
    </message>
    <message>
        <source>Search the names, tags and notes of the scenarios</source>
        <translation>Поиск по названиям, тегам и заметкам сценариев</translation>
    </message>
    <message>
        <source>Newest first</source>
        <translation>Сначала новые</translation>
    </message>
    <message>
        <source>Oldest first</source>
        <translation>Сначала старые</translation>
    </message>
    <message>
        <source>Name A–Z</source>
        <translation>Название А–Я</translation>
    </message>
    <message>
        <source>Name Z–A</source>
        <translation>Название Я–А</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>Теги</translation>
    </message>
    <message>
        <source>Order of the list</source>
        <translation>Порядок списка</translation>
    </message>
    <message>
        <source>Sort the library</source>
        <translation>Сортировка библиотеки</translation>
    </message>
    <message>
        <source>Tags of “%1”</source>
        <translation>Теги «%1»</translation>
    </message>
    <message>
        <source>Tags, separated by commas:</source>
        <translation>Теги через запятую:</translation>
    </message>
    <message>
        <source>Team library: %1</source>
        <translation>Командная библиотека: %1</translation>
    </message>
    <message>
        <source>Library: %1</source>
        <translation>Библиотека: %1</translation>
    </message>
    <message>
        <source>Read-only: this library is read-only for your database role.</source>
        <translation>Только чтение: эта библиотека доступна вашей роли в базе данных только для чтения.</translation>
    </message>
    <message>
        <source>Read-only: this library was opened for reading only.</source>
        <translation>Только чтение: эта библиотека открыта только для чтения.</translation>
    </message>
    <message>
        <source>Autosave is off; save your work as a file.</source>
        <translation>Автосохранение отключено; сохраните работу в файл.</translation>
    </message>
</context>
<context>
    <name>rightsize::ui::MainWindow</name>
    <message>
        <source>Workload</source>
        <translation>Задача</translation>
    </message>
    <message>
        <source>&amp;Memory fit</source>
        <translation>&amp;Память</translation>
    </message>
    <message>
        <source>&amp;Time vs cost</source>
        <translation>&amp;Время и стоимость</translation>
    </message>
    <message>
        <source>&amp;Pipeline</source>
        <translation>&amp;Конвейер данных</translation>
    </message>
    <message>
        <source>&amp;Serving</source>
        <translation>&amp;Сервинг</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Варианты</translation>
    </message>
    <message>
        <source>Recommendation</source>
        <translation>Рекомендация</translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s) in the scenario; the last good plan is shown.</source>
        <translation>
            <numerusform>В сценарии %n ошибка; показан последний рабочий план.</numerusform>
            <numerusform>В сценарии %n ошибки; показан последний рабочий план.</numerusform>
            <numerusform>В сценарии %n ошибок; показан последний рабочий план.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Открыть…</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>&amp;Недавние файлы</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Сохранить</translation>
    </message>
    <message>
        <source>&amp;Export chart as PNG or SVG…</source>
        <translation>&amp;Экспорт графика в PNG или SVG…</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <source>Export options as &amp;CSV…</source>
        <translation>Экспорт вариантов в &amp;CSV…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>В&amp;ыход</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Правка</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Повторить</translation>
    </message>
    <message>
        <source>Ctrl+Shift+Z</source>
        <translation>Ctrl+Shift+Z</translation>
    </message>
    <message>
        <source>Ctrl+Y</source>
        <translation>Ctrl+Y</translation>
    </message>
    <message>
        <source>&amp;Copy chart as image</source>
        <translation>&amp;Копировать график как изображение</translation>
    </message>
    <message>
        <source>Ctrl+Shift+C</source>
        <translation>Ctrl+Shift+C</translation>
    </message>
    <message>
        <source>&amp;Hardware and prices…</source>
        <translation>Оборудование и &amp;цены…</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <source>S&amp;ystem colours</source>
        <translation>&amp;Цвета системы</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>С&amp;ветлая тема</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Тёмная тема</translation>
    </message>
    <message>
        <source>&amp;Scenario</source>
        <translation>С&amp;ценарий</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <source>&amp;About Rightsize</source>
        <translation>&amp;О программе Rightsize</translation>
    </message>
    <message>
        <source>Scenario &amp;presets</source>
        <translation>&amp;Шаблоны сценариев</translation>
    </message>
    <message>
        <source>&amp;Model presets</source>
        <translation>Шаблоны &amp;моделей</translation>
    </message>
    <message>
        <source>untitled</source>
        <translation>без имени</translation>
    </message>
    <message>
        <source>%1 — %2[*] — Rightsize</source>
        <translation>%1 — %2[*] — Rightsize</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Сценарий</translation>
    </message>
    <message numerus="yes">
        <source>%n option(s) planned in %1 ms</source>
        <translation>
            <numerusform>%n вариант рассчитан за %1 мс</numerusform>
            <numerusform>%n варианта рассчитаны за %1 мс</numerusform>
            <numerusform>%n вариантов рассчитано за %1 мс</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>Не удаётся прочитать %1: %2</translation>
    </message>
    <message>
        <source>%1 is too large to be a scenario file.</source>
        <translation>%1 слишком велик для файла сценария.</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>Открыт %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 is not a scenario Rightsize can use:

%2</source>
        <translation>%1 — не сценарий, с которым может работать Rightsize:

%2</translation>
    </message>
    <message>
        <source>Cannot open the scenario</source>
        <translation>Не удаётся открыть сценарий</translation>
    </message>
    <message>
        <source>Cannot save the scenario</source>
        <translation>Не удаётся сохранить сценарий</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Не удаётся записать %1: %2</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Сохранён %1</translation>
    </message>
    <message>
        <source>Open scenario</source>
        <translation>Открыть сценарий</translation>
    </message>
    <message>
        <source>Scenario files (*.json);;All files (*)</source>
        <translation>Файлы сценариев (*.json);;Все файлы (*)</translation>
    </message>
    <message>
        <source>Save scenario</source>
        <translation>Сохранить сценарий</translation>
    </message>
    <message>
        <source>Scenario files (*.json)</source>
        <translation>Файлы сценариев (*.json)</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Несохранённые изменения</translation>
    </message>
    <message>
        <source>The scenario has changes that are not saved. Save them?</source>
        <translation>В сценарии есть несохранённые изменения. Сохранить их?</translation>
    </message>
    <message>
        <source>Chart copied to the clipboard</source>
        <translation>График скопирован в буфер обмена</translation>
    </message>
    <message>
        <source>Exported from Rightsize</source>
        <translation>Экспортировано из Rightsize</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg)</source>
        <translation>Изображение PNG (*.png);;Рисунок SVG (*.svg)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Экспорт не удался</translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation>Не удаётся записать %1.</translation>
    </message>
    <message>
        <source>Export options</source>
        <translation>Экспорт вариантов</translation>
    </message>
    <message>
        <source>CSV table (*.csv)</source>
        <translation>Таблица CSV (*.csv)</translation>
    </message>
    <message>
        <source>Library</source>
        <translation>Библиотека</translation>
    </message>
    <message>
        <source>&amp;New scenario</source>
        <translation>&amp;Новый сценарий</translation>
    </message>
    <message>
        <source>Save to the library, or to the file the scenario came from</source>
        <translation>Сохранить в библиотеку или в файл, из которого открыт сценарий</translation>
    </message>
    <message>
        <source>Save to &amp;library</source>
        <translation>Сохранить в &amp;библиотеку</translation>
    </message>
    <message>
        <source>Save &amp;as file…</source>
        <translation>Сохранить &amp;как файл…</translation>
    </message>
    <message>
        <source>&amp;Import scenarios…</source>
        <translation>&amp;Импорт сценариев…</translation>
    </message>
    <message>
        <source>Ctrl+I</source>
        <translation>Ctrl+I</translation>
    </message>
    <message>
        <source>E&amp;xport scenarios…</source>
        <translation>Экс&amp;порт сценариев…</translation>
    </message>
    <message>
        <source>&amp;Library</source>
        <translation>&amp;Библиотека</translation>
    </message>
    <message>
        <source>Ctrl+L</source>
        <translation>Ctrl+L</translation>
    </message>
    <message>
        <source>library</source>
        <translation>библиотека</translation>
    </message>
    <message>
        <source>%1: %2: %3</source>
        <translation>%1: %2: %3</translation>
    </message>
    <message>
        <source>No library: %1</source>
        <translation>Нет библиотеки: %1</translation>
    </message>
    <message>
        <source>Cannot open the library</source>
        <translation>Не удаётся открыть библиотеку</translation>
    </message>
    <message>
        <source>The scenario library %1 cannot be opened: %2
Scenarios can still be opened from and saved to files.</source>
        <translation>Не удаётся открыть библиотеку сценариев %1: %2
Сценарии по-прежнему можно открывать из файлов и сохранять в файлы.</translation>
    </message>
    <message>
        <source>The scenario library %1 was damaged and could not be read. It has been moved aside to %2, unchanged, and a new empty library was started.</source>
        <translation>Библиотека сценариев %1 повреждена и не читается. Она без изменений перенесена в %2, и начата новая пустая библиотека.</translation>
    </message>
    <message>
        <source>The damaged library was moved aside; this is a new one.</source>
        <translation>Повреждённая библиотека перенесена в сторону; это новая.</translation>
    </message>
    <message>
        <source>The library was damaged</source>
        <translation>Библиотека была повреждена</translation>
    </message>
    <message>
        <source>Scenario library</source>
        <translation>Библиотека сценариев</translation>
    </message>
    <message>
        <source>Unsaved work</source>
        <translation>Несохранённая работа</translation>
    </message>
    <message>
        <source>Unsaved work from the last session could not be read:
%1</source>
        <translation>Не удалось прочитать несохранённую работу из прошлого сеанса:
%1</translation>
    </message>
    <message>
        <source>autosave</source>
        <translation>автосохранение</translation>
    </message>
    <message>
        <source>Restore unsaved work?</source>
        <translation>Восстановить несохранённую работу?</translation>
    </message>
    <message>
        <source>Rightsize did not close normally last time. Restore the unsaved changes to “%1” from %2?</source>
        <translation>В прошлый раз Rightsize закрылся некорректно. Восстановить несохранённые изменения «%1» от %2?</translation>
    </message>
    <message>
        <source>Restored the unsaved changes to “%1”</source>
        <translation>Несохранённые изменения «%1» восстановлены</translation>
    </message>
    <message>
        <source>“%1” is not a scenario Rightsize can use:

%2</source>
        <translation>«%1» — не сценарий, с которым может работать Rightsize:

%2</translation>
    </message>
    <message>
        <source>Opened “%1” from the library</source>
        <translation>«%1» открыт из библиотеки</translation>
    </message>
    <message>
        <source>Cannot save to the library</source>
        <translation>Не удаётся сохранить в библиотеку</translation>
    </message>
    <message>
        <source>No library is open.</source>
        <translation>Библиотека не открыта.</translation>
    </message>
    <message>
        <source>Saved “%1” to the library</source>
        <translation>«%1» сохранён в библиотеку</translation>
    </message>
    <message>
        <source>New scenario</source>
        <translation>Новый сценарий</translation>
    </message>
    <message>
        <source>The library copy of this scenario changed; your unsaved edits are kept.</source>
        <translation>Копия этого сценария в библиотеке изменилась; ваши несохранённые правки сохранены в редакторе.</translation>
    </message>
    <message>
        <source>Cannot import</source>
        <translation>Импорт невозможен</translation>
    </message>
    <message>
        <source>%1: cannot read the file: %2</source>
        <translation>%1: не удаётся прочитать файл: %2</translation>
    </message>
    <message>
        <source>No scenarios to import.</source>
        <translation>Нет сценариев для импорта.</translation>
    </message>
    <message>
        <source>Nothing was imported</source>
        <translation>Ничего не импортировано</translation>
    </message>
    <message>
        <source>Nothing was imported, because:

%1</source>
        <translation>Ничего не импортировано, потому что:

%1</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n scenario(s)</source>
        <translation>
            <numerusform>Импортирован %n сценарий</numerusform>
            <numerusform>Импортировано %n сценария</numerusform>
            <numerusform>Импортировано %n сценариев</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exported %n scenario(s) to %1</source>
        <translation>
            <numerusform>Экспортирован %n сценарий в %1</numerusform>
            <numerusform>Экспортировано %n сценария в %1</numerusform>
            <numerusform>Экспортировано %n сценариев в %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Import scenarios</source>
        <translation>Импорт сценариев</translation>
    </message>
    <message>
        <source>Scenario files and bundles (*.json);;All files (*)</source>
        <translation>Файлы и наборы сценариев (*.json);;Все файлы (*)</translation>
    </message>
    <message>
        <source>scenarios</source>
        <translation>сценарии</translation>
    </message>
    <message>
        <source>Export scenarios as a bundle</source>
        <translation>Экспорт сценариев одним набором</translation>
    </message>
    <message>
        <source>Export scenario</source>
        <translation>Экспорт сценария</translation>
    </message>
    <message>
        <source>Export &amp;PDF report…</source>
        <translation>Экспорт отчёта в &amp;PDF…</translation>
    </message>
    <message>
        <source>Export PDF report</source>
        <translation>Экспорт отчёта в PDF</translation>
    </message>
    <message>
        <source>report</source>
        <translation>отчёт</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>Документы PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Ctrl+Shift+E</source>
        <translation>Ctrl+Shift+E</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Печать…</translation>
    </message>
    <message>
        <source>&amp;Workshop</source>
        <translation>&amp;Практикум</translation>
    </message>
    <message>
        <source>Checklist &amp;walkthrough</source>
        <translation>&amp;Разбор чек-листа</translation>
    </message>
    <message>
        <source>&amp;Exercises</source>
        <translation>&amp;Упражнения</translation>
    </message>
    <message>
        <source>&amp;Quiz</source>
        <translation>&amp;Тест</translation>
    </message>
    <message>
        <source>&amp;Presenter mode</source>
        <translation>Режим &amp;докладчика</translation>
    </message>
    <message>
        <source>&amp;User guide</source>
        <translation>&amp;Руководство</translation>
    </message>
    <message>
        <source>Import &amp;model config…</source>
        <translation>Импорт &amp;конфигурации модели…</translation>
    </message>
    <message>
        <source>Import model config</source>
        <translation>Модель из конфигурации</translation>
    </message>
    <message>
        <source>Hugging Face config (config.json *.json)</source>
        <translation>Конфигурация Hugging Face (config.json *.json)</translation>
    </message>
    <message>
        <source>Cannot import the model config</source>
        <translation>Не удаётся импортировать конфигурацию модели</translation>
    </message>
    <message>
        <source>Model set from %1</source>
        <translation>Модель задана из %1</translation>
    </message>
    <message>
        <source>Saved the report to %1</source>
        <translation>Отчёт сохранён в %1</translation>
    </message>
    <message>
        <source>Cannot load the preset</source>
        <translation>Не удаётся загрузить шаблон</translation>
    </message>
    <message>
        <source>The preset “%1” cannot be read:
%2</source>
        <translation>Шаблон «%1» не читается:
%2</translation>
    </message>
    <message>
        <source>Opened “%1” as a new scenario; saving it keeps a copy, the original stays as it was.</source>
        <translation>«%1» открыт как новый сценарий: при сохранении появится копия, а исходный останется как был.</translation>
    </message>
    <message>
        <source>%1 - %2</source>
        <translation>%1 - %2</translation>
    </message>
    <message>
        <source>Nothing to export</source>
        <translation>Нечего экспортировать</translation>
    </message>
    <message>
        <source>The %1 chart shows nothing for this scenario: %2</source>
        <translation>Диаграмма «%1» для этого сценария ничего не показывает: %2</translation>
    </message>
    <message>
        <source>Saved the %1 chart to %2</source>
        <translation>Диаграмма «%1» сохранена в %2</translation>
    </message>
    <message>
        <source>Export the %1 chart</source>
        <translation>Экспорт диаграммы «%1»</translation>
    </message>
    <message numerus="yes">
        <source>Saved %n option(s) to %1</source>
        <translation>
            <numerusform>%n вариант сохранён в %1</numerusform>
            <numerusform>%n варианта сохранены в %1</numerusform>
            <numerusform>%n вариантов сохранены в %1</numerusform>
        </translation>
    </message>
    <message>
        <source>options</source>
        <translation>варианты</translation>
    </message>
    <message>
        <source>Workshop</source>
        <translation>Практикум</translation>
    </message>
    <message>
        <source>The library is damaged</source>
        <translation>Библиотека повреждена</translation>
    </message>
    <message>
        <source>The scenario library %1 cannot be read: %2

Move it aside, unchanged, and start a new empty library?</source>
        <translation>Библиотеку сценариев %1 нельзя прочитать: %2

Отложить её в сторону без изменений и начать новую пустую библиотеку?</translation>
    </message>
    <message>
        <source>&amp;Calibration…</source>
        <translation>&amp;Калибровка…</translation>
    </message>
    <message>
        <source>Display &amp;currency…</source>
        <translation>&amp;Валюта отображения…</translation>
    </message>
    <message>
        <source>team library %1</source>
        <translation>командная библиотека %1</translation>
    </message>
    <message>
        <source>Your edit is still in the editor, unsaved; File → Save as file… keeps a copy of it.</source>
        <translation>Ваша правка по-прежнему в редакторе и не сохранена; Файл → Сохранить как файл… сохранит её копию.</translation>
    </message>
    <message>
        <source>Someone else saved this scenario</source>
        <translation>Кто-то другой сохранил этот сценарий</translation>
    </message>
    <message>
        <source>“%1” was saved to the library by someone else (%2) after you opened it. Nothing was overwritten, and your edit is still here.

What should happen to your edit?</source>
        <translation>«%1» сохранил в библиотеке кто-то другой (%2) после того, как вы его открыли. Ничего не перезаписано, и ваша правка на месте.

Что сделать с вашей правкой?</translation>
    </message>
    <message>
        <source>Keep mine as a new scenario</source>
        <translation>Сохранить мою как новый сценарий</translation>
    </message>
    <message>
        <source>Take theirs (discard my edit)</source>
        <translation>Взять чужую (отбросить мою правку)</translation>
    </message>
    <message>
        <source>Compare side by side…</source>
        <translation>Сравнить рядом…</translation>
    </message>
    <message>
        <source>Not saved: your edit to “%1” is still in the editor.</source>
        <translation>Не сохранено: ваша правка «%1» по-прежнему в редакторе.</translation>
    </message>
    <message>
        <source>%1 (my edit)</source>
        <translation>%1 (моя правка)</translation>
    </message>
    <message>
        <source>Saved your edit as “%1”; the other version stays as it was.</source>
        <translation>Ваша правка сохранена как «%1»; другая версия осталась как была.</translation>
    </message>
    <message>
        <source>Took the library&apos;s version of “%1”; your edit was discarded.</source>
        <translation>Взята версия «%1» из библиотеки; ваша правка отброшена.</translation>
    </message>
    <message>
        <source>Mine (unsaved)</source>
        <translation>Моя (не сохранена)</translation>
    </message>
    <message>
        <source>Theirs (in the library)</source>
        <translation>Чужая (в библиотеке)</translation>
    </message>
    <message>
        <source>Your edit and the library&apos;s version of “%1”</source>
        <translation>Ваша правка и версия «%1» из библиотеки</translation>
    </message>
    <message>
        <source>The scenario in the editor is not in this library; saving adds it.</source>
        <translation>Сценария из редактора нет в этой библиотеке; при сохранении он будет добавлен.</translation>
    </message>
    <message>
        <source>The database is not a Rightsize library; nothing in it was changed (%1).</source>
        <translation>База данных не является библиотекой Rightsize; в ней ничего не изменено (%1).</translation>
    </message>
    <message>
        <source>%1 could not be opened; this library stays open.</source>
        <translation>Не удалось открыть %1; эта библиотека остаётся открытой.</translation>
    </message>
    <message>
        <source>The scenario library %1 cannot be opened: %2

The library %3 stays open, and the scenario in the editor is as it was.</source>
        <translation>Не удаётся открыть библиотеку сценариев %1: %2

Библиотека %3 остаётся открытой, а сценарий в редакторе не изменился.</translation>
    </message>
    <message>
        <source>Open &amp;team library…</source>
        <translation>Открыть &amp;командную библиотеку…</translation>
    </message>
    <message>
        <source>Open a library the team shares on a PostgreSQL server, or another library file</source>
        <translation>Открыть библиотеку, общую для команды на сервере PostgreSQL, или другой файл библиотеки</translation>
    </message>
    <message>
        <source>Open &amp;local library</source>
        <translation>Открыть &amp;локальную библиотеку</translation>
    </message>
    <message>
        <source>Go back to the library on this computer</source>
        <translation>Вернуться к библиотеке на этом компьютере</translation>
    </message>
    <message>
        <source>%1 cannot be used: %2.

The library in use stays open.</source>
        <translation>%1 нельзя использовать: %2.

Текущая библиотека остаётся открытой.</translation>
    </message>
    <message>
        <source>Opened the library %1</source>
        <translation>Открыта библиотека %1</translation>
    </message>
    <message>
        <source>Team library: %1</source>
        <translation>Командная библиотека: %1</translation>
    </message>
    <message>
        <source>Library: %1</source>
        <translation>Библиотека: %1</translation>
    </message>
    <message>
        <source> (read-only)</source>
        <translation> (только чтение)</translation>
    </message>
    <message>
        <source> — changed elsewhere</source>
        <translation> — изменён в другом месте</translation>
    </message>
    <message>
        <source>“%1” was deleted from the library elsewhere; saving keeps your version as a new scenario.</source>
        <translation>«%1» удалён из библиотеки в другом месте; при сохранении ваша версия станет новым сценарием.</translation>
    </message>
    <message>
        <source>“%1” was changed in the library elsewhere; the editor keeps your version, and saving asks what to do.</source>
        <translation>«%1» изменён в библиотеке в другом месте; в редакторе остаётся ваша версия, а при сохранении вас спросят, что делать.</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>Подключение к %1…</translation>
    </message>
    <message>
        <source>Unsaved work kept in this library could not be read:
%1
It stays in the library&apos;s autosave until the editor&apos;s changes are autosaved there.</source>
        <translation>Не удалось прочитать несохранённую работу, хранящуюся в этой библиотеке:
%1
Она остаётся в автосохранении библиотеки, пока туда не будут автосохранены изменения редактора.</translation>
    </message>
    <message>
        <source>Unsaved work in this library</source>
        <translation>Несохранённая работа в этой библиотеке</translation>
    </message>
    <message>
        <source>This library holds unsaved changes to “%1” from %2, kept when Rightsize did not close normally. The editor has unsaved changes of its own, which stay in the editor.

What should happen to the kept changes?</source>
        <translation>В этой библиотеке хранятся несохранённые изменения «%1» от %2, оставшиеся после некорректного завершения Rightsize. В редакторе есть свои несохранённые изменения, они остаются в редакторе.

Что сделать с сохранёнными изменениями?</translation>
    </message>
    <message>
        <source>Keep them as a new scenario in this library</source>
        <translation>Сохранить их как новый сценарий в этой библиотеке</translation>
    </message>
    <message>
        <source>Discard them</source>
        <translation>Отбросить их</translation>
    </message>
    <message>
        <source>%1 (unsaved changes of %2)</source>
        <translation>%1 (несохранённые изменения от %2)</translation>
    </message>
    <message>
        <source>The kept changes to “%1” could not be stored as a scenario: %2
They stay in the library&apos;s autosave until the editor&apos;s changes are autosaved there.</source>
        <translation>Не удалось сохранить изменения «%1» как сценарий: %2
Они остаются в автосохранении библиотеки, пока туда не будут автосохранены изменения редактора.</translation>
    </message>
    <message>
        <source>The kept changes are in the library as “%1”.</source>
        <translation>Сохранённые изменения находятся в библиотеке как «%1».</translation>
    </message>
    <message>
        <source>&amp;Measure this on your machine…</source>
        <translation>&amp;Измерить на своей машине…</translation>
    </message>
    <message>
        <source>Save the scenario to measure</source>
        <translation>Сохранить сценарий для измерения</translation>
    </message>
    <message>
        <source>scenario</source>
        <translation>сценарий</translation>
    </message>
    <message>
        <source>Ways of &amp;buying</source>
        <translation>Способы &amp;покупки</translation>
    </message>
    <message>
        <source>Keys not used</source>
        <translation>Неиспользуемые ключи</translation>
    </message>
    <message>
        <source>%1 opened; these keys are kept in the file but not used:

%2</source>
        <translation>%1 открыт; эти ключи остаются в файле, но не используются:

%2</translation>
    </message>
    <message>
        <source>Compare &amp;values…</source>
        <translation>Сравнить &amp;значения…</translation>
    </message>
    <message>
        <source>Planning…</source>
        <translation>Идёт планирование…</translation>
    </message>
    <message>
        <source>Print</source>
        <translation>Печать</translation>
    </message>
    <message numerus="yes">
        <source>The scenario has %n problem(s): the plan on screen is the last one that could be made, not this scenario&apos;s. Fix them first.</source>
        <translation>
            <numerusform>В сценарии %n проблема: показан последний план, который удалось составить, а не план этого сценария. Сначала исправьте её.</numerusform>
            <numerusform>В сценарии %n проблемы: показан последний план, который удалось составить, а не план этого сценария. Сначала исправьте их.</numerusform>
            <numerusform>В сценарии %n проблем: показан последний план, который удалось составить, а не план этого сценария. Сначала исправьте их.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rightsize::ui::MemoryFitView</name>
    <message>
        <source>Weights</source>
        <translation>Веса</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>Градиенты</translation>
    </message>
    <message>
        <source>Optimizer state</source>
        <translation>Оптимизатор</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>Активации</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV-кэш</translation>
    </message>
    <message>
        <source>Runtime overhead</source>
        <translation>Рантайм</translation>
    </message>
    <message>
        <source>Memory fit chart</source>
        <translation>График памяти</translation>
    </message>
    <message>
        <source>Memory per device (GiB)</source>
        <translation>Память на устройство (ГиБ)</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 из %2</translation>
    </message>
    <message>
        <source>Device capacity</source>
        <translation>Ёмкость</translation>
    </message>
    <message>
        <source>Does not fit</source>
        <translation>Не влезает</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Всего</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>Ёмкость</translation>
    </message>
    <message>
        <source>No plan yet</source>
        <translation>Плана пока нет</translation>
    </message>
    <message>
        <source>Describe a workload on the left: the memory each option needs per device appears here.</source>
        <translation>Опишите нагрузку слева: здесь появится память, которая нужна каждому варианту на устройство.</translation>
    </message>
    <message>
        <source>over by %1 (%2 of %3)</source>
        <translation>превышение на %1 (%2 из %3)</translation>
    </message>
</context>
<context>
    <name>rightsize::ui::OfferSelectionDialog</name>
    <message>
        <source>Providers and regions</source>
        <translation>Провайдеры и регионы</translation>
    </message>
    <message>
        <source>The plan prices each device at its cheapest offer among the providers and regions checked here. Everything checked compares every offer.</source>
        <translation>План оценивает каждое устройство по самому дешёвому предложению среди отмеченных здесь провайдеров и регионов. Если отмечено всё, сравниваются все предложения.</translation>
    </message>
    <message>
        <source>Providers</source>
        <translation>Провайдеры</translation>
    </message>
    <message>
        <source>Regions</source>
        <translation>Регионы</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Compared: %1; %2.</source>
        <translation>Сравниваются: %1; %2.</translation>
    </message>
    <message>
        <source>every provider</source>
        <translation>все провайдеры</translation>
    </message>
    <message>
        <source>every region</source>
        <translation>все регионы</translation>
    </message>
    <message>
        <source>Change providers</source>
        <translation>Изменить провайдеров</translation>
    </message>
    <message>
        <source>Change regions</source>
        <translation>Изменить регионы</translation>
    </message>
</context>
<context>
    <name>rightsize::ui::OptionsTableModel</name>
    <message>
        <source>yes</source>
        <translation>да</translation>
    </message>
    <message>
        <source>no</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>%1 (recommended)</source>
        <translation>%1 (рекомендуется)</translation>
    </message>
    <message>
        <source>%1 of %2 per device</source>
        <translation>%1 из %2 на устройство</translation>
    </message>
    <message>
        <source>Expected, with the low–high range from the uncertainty of the efficiencies</source>
        <translation>Ожидаемое значение и диапазон от нижней до верхней оценки из-за неопределённости эффективности</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Устройство</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Кол-во</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>Раскладка</translation>
    </message>
    <message>
        <source>Fits</source>
        <translation>Помещается</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Память</translation>
    </message>
    <message>
        <source>Time (low–high)</source>
        <translation>Время (мин.–макс.)</translation>
    </message>
    <message>
        <source>$/h</source>
        <translation>$/ч</translation>
    </message>
    <message>
        <source>Total $</source>
        <translation>Всего $</translation>
    </message>
    <message>
        <source>Bottleneck</source>
        <translation>Узкое место</translation>
    </message>
    <message>
        <source>%1 kWh/h</source>
        <translation>%1 кВт·ч/ч</translation>
    </message>
    <message>
        <source>%1 kWh</source>
        <translation>%1 кВт·ч</translation>
    </message>
    <message>
        <source>%1 kg/h</source>
        <translation>%1 кг/ч</translation>
    </message>
    <message>
        <source>%1 kg</source>
        <translation>%1 кг</translation>
    </message>
    <message>
        <source>%1–%2 kWh: devices at %3% modelled utilisation (%4 W average), host and PUE; see the report&apos;s assumptions</source>
        <translation>%1–%2 кВт·ч: устройства при моделируемой загрузке %3 % (в среднем %4 Вт), хост и PUE; см. допущения в отчёте</translation>
    </message>
    <message>
        <source>%1–%2 kg at %3 g CO₂ per kWh, the annual grid average of %4 (%5)</source>
        <translation>%1–%2 кг при %3 г CO₂ на кВт·ч — среднегодовом значении сети %4 (%5)</translation>
    </message>
    <message>
        <source>The offer&apos;s region has no grid carbon intensity in the table.</source>
        <translation>Для региона предложения в таблице нет углеродоёмкости сети.</translation>
    </message>
    <message>
        <source>Energy</source>
        <translation>Энергия</translation>
    </message>
    <message>
        <source>CO₂</source>
        <translation>CO₂</translation>
    </message>
    <message>
        <source>%1/h</source>
        <translation>%1/ч</translation>
    </message>
    <message>
        <source>Total %1</source>
        <translation>Всего %1</translation>
    </message>
    <message>
        <source> (no spot offer)</source>
        <translation> (нет spot-предложения)</translation>
    </message>
    <message>
        <source>Rented (whole instances)</source>
        <translation>Аренда (целые инстансы)</translation>
    </message>
    <message>
        <source>no price</source>
        <translation>нет цены</translation>
    </message>
    <message>
        <source>p95 time to first token · p95 time per further token</source>
        <translation>p95 время до первого токена · p95 время на каждый следующий токен</translation>
    </message>
    <message>
        <source>p95 latency of a request</source>
        <translation>p95 задержка запроса</translation>
    </message>
    <message>
        <source>p95 TTFT · TPOT</source>
        <translation>p95 TTFT · TPOT</translation>
    </message>
    <message>
        <source>p95 latency</source>
        <translation>p95 задержка</translation>
    </message>
    <message>
        <source>%1 a month</source>
        <translation>%1 в месяц</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
</context>
<context>
    <name>rightsize::ui::PipelineView</name>
    <message>
        <source>Object store</source>
        <translation>Объектное хранилище</translation>
    </message>
    <message>
        <source>Local NVMe</source>
        <translation>Локальный NVMe</translation>
    </message>
    <message>
        <source>Network file system</source>
        <translation>Сетевая файловая система</translation>
    </message>
    <message>
        <source>In memory</source>
        <translation>В памяти</translation>
    </message>
    <message>
        <source>Data pipeline diagram</source>
        <translation>Схема конвейера данных</translation>
    </message>
    <message>
        <source>No plan yet: describe a workload on the left.</source>
        <translation>Плана пока нет: опишите задачу слева.</translation>
    </message>
    <message>
        <source>%1 samples/s</source>
        <translation>%1 прим./с</translation>
    </message>
    <message>
        <source>keeps up</source>
        <translation>успевает</translation>
    </message>
    <message>
        <source>Storage I/O</source>
        <translation>Хранилище</translation>
    </message>
    <message>
        <source>CPU preprocessing</source>
        <translation>Предобработка</translation>
    </message>
    <message numerus="yes">
        <source>%1 ms per sample per core, %n worker(s)</source>
        <translation>
            <numerusform>%1 мс на пример на ядро, %n воркер</numerusform>
            <numerusform>%1 мс на пример на ядро, %n воркера</numerusform>
            <numerusform>%1 мс на пример на ядро, %n воркеров</numerusform>
        </translation>
    </message>
    <message>
        <source>no preprocessing cost given</source>
        <translation>стоимость не задана</translation>
    </message>
    <message>
        <source>CPU compute</source>
        <translation>Вычисления CPU</translation>
    </message>
    <message>
        <source>Accelerator</source>
        <translation>Ускоритель</translation>
    </message>
    <message>
        <source>%1 tokens/s · MFU %2</source>
        <translation>%1 ток./с · MFU %2</translation>
    </message>
    <message>
        <source>MFU %1</source>
        <translation>MFU %1</translation>
    </message>
    <message>
        <source>Serving</source>
        <translation>Сервинг</translation>
    </message>
    <message>
        <source>%1 requests/s at peak</source>
        <translation>%1 запр./с в пике</translation>
    </message>
    <message numerus="yes">
        <source>%n replica(s), mean batch %1</source>
        <translation>
            <numerusform>%n реплика, средний батч %1</numerusform>
            <numerusform>%n реплики, средний батч %1</numerusform>
            <numerusform>%n реплик, средний батч %1</numerusform>
        </translation>
    </message>
    <message>
        <source>no latency estimate</source>
        <translation>нет оценки задержки</translation>
    </message>
    <message>
        <source>no serving workload</source>
        <translation>нет нагрузки сервинга</translation>
    </message>
    <message>
        <source>%1: limited by %2</source>
        <translation>%1: ограничено: %2</translation>
    </message>
    <message>
        <source>Bottleneck</source>
        <translation>Узкое место</translation>
    </message>
    <message>
        <source>Compute utilisation</source>
        <translation>Загрузка вычислений</translation>
    </message>
    <message>
        <source>GPU utilisation</source>
        <translation>Загрузка GPU</translation>
    </message>
    <message>
        <source>The data pipeline feeds %1 samples/s; the device could take %2. Add loader workers, cache the data locally or move preprocessing off the critical path.</source>
        <translation>Конвейер данных подаёт %1 примеров/с, а устройство могло бы принять %2. Добавьте воркеров загрузчика, кэшируйте данные локально или вынесите предобработку с критического пути.</translation>
    </message>
    <message>
        <source>The device is mostly idle: a smaller or cheaper one would do the same work.</source>
        <translation>Устройство в основном простаивает: меньшее или более дешёвое сделает ту же работу.</translation>
    </message>
    <message>
        <source>Share of time the device is busy with the model&apos;s work.</source>
        <translation>Доля времени, когда устройство занято работой модели.</translation>
    </message>
    <message>
        <source>%1, cached on local NVMe</source>
        <translation>%1, кэш на локальном NVMe</translation>
    </message>
    <message>
        <source>No plan yet</source>
        <translation>Плана пока нет</translation>
    </message>
    <message>
        <source>Describe a workload on the left: the path of its data from storage to the device appears here.</source>
        <translation>Опишите нагрузку слева: здесь появится путь её данных от хранилища до устройства.</translation>
    </message>
    <message>
        <source>For deep-learning data pipelines</source>
        <translation>Для конвейеров данных глубокого обучения</translation>
    </message>
    <message>
        <source>This view follows samples from storage through CPU preprocessing to the accelerator. Classic machine learning and data preparation read their data inside the job: see the Time vs cost tab.</source>
        <translation>Эта вкладка прослеживает примеры от хранилища через предобработку на CPU до ускорителя. Классическое машинное обучение и подготовка данных читают данные внутри задачи: смотрите вкладку «Время и стоимость».</translation>
    </message>
    <message>
        <source>p95 %1</source>
        <translation>p95 %1</translation>
    </message>
</context>
<context>
    <name>rightsize::ui::ProbeCommandDialog</name>
    <message>
        <source>Measure this on your machine</source>
        <translation>Измерить на своей машине</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Копировать</translation>
    </message>
    <message>
        <source>Run this on the machine you rent, with Python 3 and PyTorch installed (copy the scenario file there first). It builds the model with random weights, times a few steps within two minutes and writes a run file.</source>
        <translation>Запустите это на арендуемой машине с Python 3 и PyTorch (сначала скопируйте туда файл сценария). Программа строит модель со случайными весами, замеряет несколько шагов не дольше двух минут и записывает файл запуска.</translation>
    </message>
    <message>
        <source>Bring the run file back and fit a calibration on it:</source>
        <translation>Верните файл запуска и подберите по нему калибровку:</translation>
    </message>
</context>
<context>
    <name>rightsize::ui::RecommendationPanel</name>
    <message>
        <source>Why this number?</source>
        <translation>Откуда это число?</translation>
    </message>
    <message>
        <source>Recommendation</source>
        <translation>Рекомендация</translation>
    </message>
    <message>
        <source>Recommendation and findings</source>
        <translation>Рекомендация и замечания</translation>
    </message>
    <message>
        <source>Terms behind the number</source>
        <translation>Из чего складывается число</translation>
    </message>
    <message>
        <source>No plan yet: describe a workload on the left.</source>
        <translation>Плана пока нет: опишите задачу слева.</translation>
    </message>
    <message>
        <source>Recommended: %1</source>
        <translation>Рекомендуется: %1</translation>
    </message>
    <message>
        <source>No recommendation</source>
        <translation>Рекомендации нет</translation>
    </message>
    <message>
        <source>No option fits in memory and meets the constraints.</source>
        <translation>Ни один вариант не помещается в память с соблюдением ограничений.</translation>
    </message>
    <message>
        <source>The numbers</source>
        <translation>Цифры</translation>
    </message>
    <message>
        <source>Selected: %1</source>
        <translation>Выбрано: %1</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Время</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Память</translation>
    </message>
    <message>
        <source>%1 of %2 per device</source>
        <translation>%1 из %2 на устройство</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Стоимость</translation>
    </message>
    <message>
        <source>%1 (%2–%3) at %4</source>
        <translation>%1 (%2–%3) при %4</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>Раскладка</translation>
    </message>
    <message>
        <source>Bottleneck</source>
        <translation>Узкое место</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>Замечания</translation>
    </message>
    <message>
        <source>Fix: %1</source>
        <translation>Что делать: %1</translation>
    </message>
    <message>
        <source>Runners-up</source>
        <translation>Следующие по выгоде</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>Memory per device of %1</source>
        <translation>Память на устройство для %1</translation>
    </message>
    <message>
        <source>Time of %1</source>
        <translation>Время для %1</translation>
    </message>
    <message>
        <source>Cost of %1</source>
        <translation>Стоимость %1</translation>
    </message>
    <message>
        <source>Price basis</source>
        <translation>Основа цены</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>Источник: %1</translation>
    </message>
    <message>
        <source>Ranges: %1.</source>
        <translation>Диапазоны: %1.</translation>
    </message>
    <message>
        <source>This layout runs a global batch of %1 samples per step, not the %2 set: %3.</source>
        <translation>При такой раскладке за шаг обрабатывается глобальный батч размером %1, а не заданный %2: %3.</translation>
    </message>
    <message numerus="yes">
        <source>each of the %n data-parallel device(s) takes at least one sample</source>
        <translation>
            <numerusform>каждое из %n устройства параллелизма данных берёт хотя бы один пример</numerusform>
            <numerusform>каждое из %n устройств параллелизма данных берёт хотя бы один пример</numerusform>
            <numerusform>каждое из %n устройств параллелизма данных берёт хотя бы один пример</numerusform>
        </translation>
    </message>
    <message>
        <source>the batch does not divide evenly over the devices</source>
        <translation>батч не делится поровну между устройствами</translation>
    </message>
    <message>
        <source>Buying</source>
        <translation>Покупка</translation>
    </message>
    <message>
        <source>Compare every way of buying it</source>
        <translation>Сравнить все способы покупки</translation>
    </message>
    <message>
        <source>one request at a time</source>
        <translation>по одному запросу</translation>
    </message>
    <message numerus="yes">
        <source>%n concurrent user(s)</source>
        <translation>
            <numerusform>%n одновременном пользователе</numerusform>
            <numerusform>%n одновременных пользователях</numerusform>
            <numerusform>%n одновременных пользователях</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 req/s</source>
        <translation>%1 запр./с</translation>
    </message>
    <message>
        <source>p95 latency</source>
        <translation>Задержка p95</translation>
    </message>
    <message>
        <source>First token</source>
        <translation>Первый токен</translation>
    </message>
    <message>
        <source>Each further token</source>
        <translation>Каждый следующий токен</translation>
    </message>
    <message>
        <source>Whole answer</source>
        <translation>Весь ответ</translation>
    </message>
    <message>
        <source>%1 p95</source>
        <translation>%1 p95</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation>%1 при %2</translation>
    </message>
    <message>
        <source>%1 p95 at %2</source>
        <translation>%1 p95 при %2</translation>
    </message>
    <message>
        <source>%1 p95 (%2 tokens/s per user)</source>
        <translation>%1 p95 (%2 токенов/с на пользователя)</translation>
    </message>
    <message>
        <source>first token %1 · per token %2 · %3</source>
        <translation>первый токен %1 · на токен %2 · %3</translation>
    </message>
    <message>
        <source>p95 %1 · %2</source>
        <translation>p95 %1 · %2</translation>
    </message>
</context>
<context>
    <name>rightsize::ui::ServingView</name>
    <message>
        <source>Serving latency chart</source>
        <translation>График задержки сервинга</translation>
    </message>
    <message>
        <source>Offered load (requests per second)</source>
        <translation>Нагрузка (запросов в секунду)</translation>
    </message>
    <message>
        <source>p95 latency (ms)</source>
        <translation>Задержка p95 (мс)</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n replica(s)</source>
        <translation>
            <numerusform>%1, %n реплика</numerusform>
            <numerusform>%1, %n реплики</numerusform>
            <numerusform>%1, %n реплик</numerusform>
        </translation>
    </message>
    <message>
        <source>p95 target %1 ms</source>
        <translation>цель p95 %1 мс</translation>
    </message>
    <message>
        <source>Micro-batch window %1 ms, at most %2 requests per batch</source>
        <translation>Окно микробатча %1 мс, не больше %2 запросов в батче</translation>
    </message>
    <message>
        <source>For online serving</source>
        <translation>Для онлайн-обслуживания</translation>
    </message>
    <message>
        <source>This chart shows p95 latency against the offered load of an online service. Set the workload kind to Online serving to see it.</source>
        <translation>Эта диаграмма показывает задержку p95 в зависимости от нагрузки на онлайн-сервис. Выберите тип задачи «Онлайн-обслуживание», чтобы её увидеть.</translation>
    </message>
    <message>
        <source>No plan yet</source>
        <translation>Плана пока нет</translation>
    </message>
    <message>
        <source>Describe the service on the left: its latency under load appears here.</source>
        <translation>Опишите сервис слева: здесь появится его задержка под нагрузкой.</translation>
    </message>
    <message>
        <source>Nothing to serve with</source>
        <translation>Обслуживать не на чем</translation>
    </message>
    <message>
        <source>No option can serve this model: none fits in memory. The Memory fit tab shows what is needed.</source>
        <translation>Ни один вариант не может обслуживать эту модель: ни один не помещается в память. Что нужно, показывает вкладка «Память».</translation>
    </message>
    <message>
        <source>Copy launch command</source>
        <translation>Скопировать команду запуска</translation>
    </message>
    <message>
        <source>Copy the command that starts the serving engine</source>
        <translation>Скопировать команду, которая запускает движок обслуживания</translation>
    </message>
    <message>
        <source>Concurrent clients</source>
        <translation>Одновременные клиенты</translation>
    </message>
    <message>
        <source>p95 latency (ms, log scale)</source>
        <translation>p95, мс (лог. шкала)</translation>
    </message>
    <message>
        <source>Continuous batching, at most %1 sequences at once</source>
        <translation>Непрерывный батчинг, до %1 последовательностей</translation>
    </message>
    <message>
        <source>Time to first token (TTFT) p95</source>
        <translation>Время до первого токена (TTFT) p95</translation>
    </message>
    <message>
        <source>Time per output token (TPOT) p95</source>
        <translation>Время на выходной токен (TPOT) p95</translation>
    </message>
    <message>
        <source>End-to-end p95</source>
        <translation>Полная задержка p95</translation>
    </message>
    <message>
        <source>TTFT target %1 ms</source>
        <translation>Цель TTFT %1 мс</translation>
    </message>
    <message>
        <source>TPOT target %1 ms</source>
        <translation>Цель TPOT %1 мс</translation>
    </message>
    <message numerus="yes">
        <source>%n client(s)</source>
        <translation>
            <numerusform>%n клиент</numerusform>
            <numerusform>%n клиента</numerusform>
            <numerusform>%n клиентов</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 req/s</source>
        <translation>%1 запр./с</translation>
    </message>
    <message>
        <source>Recommended operating point</source>
        <translation>Рекомендованная рабочая точка</translation>
    </message>
    <message>
        <source>Operating point</source>
        <translation>Рабочая точка</translation>
    </message>
    <message>
        <source>MODEL is a placeholder: replace it with the model&apos;s Hugging Face name or a local path.</source>
        <translation>MODEL — заглушка: замените её именем модели на Hugging Face или локальным путём.</translation>
    </message>
    <message numerus="yes">
        <source>Start %n engine(s) like this one behind a load balancer.</source>
        <translation>
            <numerusform>Запустите %n такой движок.</numerusform>
            <numerusform>Запустите %n таких движка за балансировщиком нагрузки.</numerusform>
            <numerusform>Запустите %n таких движков за балансировщиком нагрузки.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Start %n prefill engine(s) like this one, and the decode engines with: %1</source>
        <translation>
            <numerusform>Запустите %n движок prefill как этот, а движки decode так: %1</numerusform>
            <numerusform>Запустите %n движка prefill как этот, а движки decode так: %1</numerusform>
            <numerusform>Запустите %n движков prefill как этот, а движки decode так: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rightsize::ui::TeamLibraryDialog</name>
    <message>
        <source>Open for &amp;reading only</source>
        <translation>Открыть только для &amp;чтения</translation>
    </message>
    <message>
        <source>Open team library</source>
        <translation>Открыть командную библиотеку</translation>
    </message>
    <message>
        <source>A library the team shares on a PostgreSQL server, or a library file:</source>
        <translation>Библиотека, общая для команды на сервере PostgreSQL, или файл библиотеки:</translation>
    </message>
    <message>
        <source>Library location</source>
        <translation>Расположение библиотеки</translation>
    </message>
    <message>
        <source>A postgresql:// URL, service=NAME from the service file, or the path of a library file. Earlier locations are in the list.</source>
        <translation>URL postgresql://, service=ИМЯ из файла служб или путь к файлу библиотеки. Прежние расположения есть в списке.</translation>
    </message>
    <message>
        <source>Examples: postgresql://alice@db.example.org/rightsize, service=planning, /shared/team/library.sqlite.
Passwords are never typed here and never stored: libpq reads them from ~/.pgpass (or PGPASSFILE), the service file (~/.pg_service.conf) or PGPASSWORD.</source>
        <translation>Примеры: postgresql://alice@db.example.org/rightsize, service=planning, /shared/team/library.sqlite.
Пароли здесь не вводятся и никогда не сохраняются: libpq читает их из ~/.pgpass (или PGPASSFILE), файла служб (~/.pg_service.conf) или PGPASSWORD.</translation>
    </message>
    <message>
        <source>Nothing in the library can be changed from this window; scenarios can still be saved as files.</source>
        <translation>Из этого окна в библиотеке ничего нельзя изменить; сценарии по-прежнему можно сохранять в файлы.</translation>
    </message>
    <message>
        <source>Cannot be used: %1.</source>
        <translation>Нельзя использовать: %1.</translation>
    </message>
</context>
<context>
    <name>rightsize::ui::TimeCostView</name>
    <message>
        <source>Time against cost chart</source>
        <translation>График времени и стоимости</translation>
    </message>
    <message>
        <source>p95 latency at the peak load (ms)</source>
        <translation>Задержка p95 при пиковой нагрузке (мс)</translation>
    </message>
    <message>
        <source>Time to finish the job (hours)</source>
        <translation>Время выполнения задачи (часы)</translation>
    </message>
    <message>
        <source>Low–high range</source>
        <translation>Диапазон мин.–макс.</translation>
    </message>
    <message>
        <source>Pareto front</source>
        <translation>Фронт Парето</translation>
    </message>
    <message>
        <source>Meets the constraints</source>
        <translation>Выполняет ограничения</translation>
    </message>
    <message>
        <source>Misses a constraint</source>
        <translation>Нарушает ограничение</translation>
    </message>
    <message>
        <source>Recommended</source>
        <translation>Рекомендуется</translation>
    </message>
    <message>
        <source>Selected</source>
        <translation>Выбрано</translation>
    </message>
    <message>
        <source>p95 target %1 ms</source>
        <translation>цель p95 %1 мс</translation>
    </message>
    <message>
        <source>deadline %1</source>
        <translation>срок %1</translation>
    </message>
    <message>
        <source>budget %1</source>
        <translation>бюджет %1</translation>
    </message>
    <message numerus="yes">
        <source>%n option(s) that do not fit in memory are not shown.</source>
        <translation>
            <numerusform>%n вариант, не помещающийся в память, не показан.</numerusform>
            <numerusform>%n варианта, не помещающихся в память, не показаны.</numerusform>
            <numerusform>%n вариантов, не помещающихся в память, не показаны.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cost %1</source>
        <translation>Стоимость %1</translation>
    </message>
    <message>
        <source>Time %1</source>
        <translation>Время %1</translation>
    </message>
    <message>
        <source>Cost %1 (%2–%3) at %4</source>
        <translation>Стоимость %1 (%2–%3) при %4</translation>
    </message>
    <message>
        <source>Click to select</source>
        <translation>Щёлкните, чтобы выбрать</translation>
    </message>
    <message>
        <source>No plan yet</source>
        <translation>Плана пока нет</translation>
    </message>
    <message>
        <source>Describe a workload on the left: each option appears here with its time and cost.</source>
        <translation>Опишите нагрузку слева: здесь появится каждый вариант со своим временем и стоимостью.</translation>
    </message>
    <message>
        <source>Nothing to compare</source>
        <translation>Сравнивать нечего</translation>
    </message>
    <message>
        <source>No option fits in memory, so none has a time or a cost. The Memory fit tab shows what is needed.</source>
        <translation>Ни один вариант не помещается в память, поэтому ни у одного нет времени и стоимости. Что нужно, показывает вкладка «Память».</translation>
    </message>
    <message>
        <source>&amp;Vertical axis:</source>
        <translation>&amp;Вертикальная ось:</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Стоимость</translation>
    </message>
    <message>
        <source>Energy</source>
        <translation>Энергия</translation>
    </message>
    <message>
        <source>CO₂</source>
        <translation>CO₂</translation>
    </message>
    <message>
        <source>Vertical axis</source>
        <translation>Вертикальная ось</translation>
    </message>
    <message>
        <source>Energy of the job (kWh)</source>
        <translation>Энергия задачи (кВт·ч)</translation>
    </message>
    <message>
        <source>Energy per hour of service (kWh)</source>
        <translation>Энергия за час работы сервиса (кВт·ч)</translation>
    </message>
    <message>
        <source>CO₂ of the job (kg)</source>
        <translation>CO₂ задачи (кг)</translation>
    </message>
    <message>
        <source>CO₂ per hour of service (kg)</source>
        <translation>CO₂ за час работы сервиса (кг)</translation>
    </message>
    <message>
        <source>No option that fits has an energy or CO₂ figure: its device has no known power draw or its region no known grid intensity. Cost is on the first choice of the vertical axis.</source>
        <translation>Ни у одного подходящего варианта нет оценки энергии или CO₂: для его устройства неизвестна потребляемая мощность или для его региона — углеродоёмкость электросети. Стоимость — первый пункт выбора вертикальной оси.</translation>
    </message>
    <message>
        <source>Energy %1 kWh per hour</source>
        <translation>Энергия %1 кВт·ч в час</translation>
    </message>
    <message>
        <source>Energy %1 kWh</source>
        <translation>Энергия %1 кВт·ч</translation>
    </message>
    <message>
        <source>CO₂ %1 kg per hour</source>
        <translation>CO₂ %1 кг в час</translation>
    </message>
    <message>
        <source>CO₂ %1 kg</source>
        <translation>CO₂ %1 кг</translation>
    </message>
    <message>
        <source>Total cost of the job (%1)</source>
        <translation>Общая стоимость задания (%1)</translation>
    </message>
    <message>
        <source>Cost per hour (%1)</source>
        <translation>Стоимость в час (%1)</translation>
    </message>
    <message>
        <source>p95 latency %1 at the peak load</source>
        <translation>задержка p95 %1 при пиковой нагрузке</translation>
    </message>
</context>
<context>
    <name>rightsize::ui::VersionDialog</name>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>History of “%1”</source>
        <translation>История «%1»</translation>
    </message>
    <message>
        <source>Saved</source>
        <translation>Сохранено</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Название</translation>
    </message>
    <message>
        <source>Changes</source>
        <translation>Изменения</translation>
    </message>
    <message numerus="yes">
        <source>%n input(s) differ from now</source>
        <translation>
            <numerusform>%n параметр отличается от текущего</numerusform>
            <numerusform>%n параметра отличаются от текущих</numerusform>
            <numerusform>%n параметров отличаются от текущих</numerusform>
        </translation>
    </message>
    <message>
        <source>Input</source>
        <translation>Параметр</translation>
    </message>
    <message>
        <source>That version</source>
        <translation>Та версия</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Сейчас</translation>
    </message>
    <message>
        <source>&amp;Restore this version</source>
        <translation>&amp;Восстановить эту версию</translation>
    </message>
    <message>
        <source>No earlier versions: every save keeps the previous content here.</source>
        <translation>Прежних версий нет: при каждом сохранении предыдущее содержимое попадает сюда.</translation>
    </message>
    <message>
        <source>This version has the same content as now.</source>
        <translation>У этой версии то же содержимое, что и сейчас.</translation>
    </message>
    <message>
        <source>What restoring this version would change:</source>
        <translation>Что изменит восстановление этой версии:</translation>
    </message>
    <message>
        <source>Cannot restore the version</source>
        <translation>Не удаётся восстановить версию</translation>
    </message>
</context>
<context>
    <name>rightsize::ui::WorkloadEditor</name>
    <message>
        <source>Workload editor</source>
        <translation>Редактор задачи</translation>
    </message>
    <message>
        <source>%1 parameters</source>
        <translation>%1 параметров</translation>
    </message>
    <message>
        <source>%1  %2</source>
        <translation>%1  %2</translation>
    </message>
    <message>
        <source>Change %1</source>
        <translation>Изменить: %1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>Enter a number.</source>
        <translation>Введите число.</translation>
    </message>
    <message>
        <source>“%1” is not a number. Examples: 20000000, 20M, 2e7.</source>
        <translation>«%1» — не число. Примеры: 20000000, 20M, 2e7.</translation>
    </message>
    <message>
        <source>Must be between %1 and %2.</source>
        <translation>Должно быть от %1 до %2.</translation>
    </message>
    <message>
        <source>Scenario preset</source>
        <translation>Шаблон сценария</translation>
    </message>
    <message>
        <source>Start from a preset…</source>
        <translation>Начать с шаблона…</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Сценарий</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>Задача</translation>
    </message>
    <message>
        <source>What runs: training or inference, batch or online, how much data, what load and latency target.</source>
        <translation>Что запускается: обучение или инференс, пакетный режим или онлайн, сколько данных, какая нагрузка и цель по задержке.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Название</translation>
    </message>
    <message>
        <source>A name for this scenario</source>
        <translation>Название сценария</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Тип</translation>
    </message>
    <message>
        <source>Training from scratch, fine-tuning, offline batch inference, an online service with a latency target, classic machine learning (trees, linear models) or data preparation (ETL)</source>
        <translation>Обучение с нуля, дообучение, офлайн-инференс батчами, онлайн-сервис с целью по задержке, классическое машинное обучение (деревья, линейные модели) или подготовка данных (ETL)</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Обучение</translation>
    </message>
    <message>
        <source>Fine-tuning</source>
        <translation>Дообучение</translation>
    </message>
    <message>
        <source>Batch inference</source>
        <translation>Пакетный инференс</translation>
    </message>
    <message>
        <source>Online serving</source>
        <translation>Онлайн-сервинг</translation>
    </message>
    <message>
        <source>Classic ML</source>
        <translation>Классическое ML</translation>
    </message>
    <message>
        <source>Data preparation</source>
        <translation>Подготовка данных</translation>
    </message>
    <message>
        <source>Framework</source>
        <translation>Фреймворк</translation>
    </message>
    <message>
        <source>Sets conventions such as gradient precision, runtime memory and attention kernels</source>
        <translation>Задаёт соглашения: точность градиентов, память рантайма, ядра внимания</translation>
    </message>
    <message>
        <source>Custom shape</source>
        <translation>Своя архитектура</translation>
    </message>
    <message>
        <source>%1 (%2 parameters)</source>
        <translation>%1 (%2 параметров)</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Модель</translation>
    </message>
    <message>
        <source>A model from the catalog; its shape fills step 2, where any field can be changed</source>
        <translation>Модель из каталога; её архитектура заполняет шаг 2, где любое поле можно изменить</translation>
    </message>
    <message>
        <source>model</source>
        <translation>модель</translation>
    </message>
    <message>
        <source>Data</source>
        <translation>Данные</translation>
    </message>
    <message>
        <source>Samples</source>
        <translation>Примеры</translation>
    </message>
    <message>
        <source>Samples in the dataset (training) or to process (batch inference)</source>
        <translation>Примеров в датасете (обучение) или к обработке (пакетный инференс)</translation>
    </message>
    <message>
        <source>samples</source>
        <translation>примеров</translation>
    </message>
    <message>
        <source>Epochs</source>
        <translation>Эпохи</translation>
    </message>
    <message>
        <source>Passes over the dataset</source>
        <translation>Проходов по датасету</translation>
    </message>
    <message>
        <source>Tokens per sample</source>
        <translation>Токенов на пример</translation>
    </message>
    <message>
        <source>Tokens in one sample; empty means the sequence length</source>
        <translation>Токенов в одном примере; пусто — длина последовательности</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>токенов</translation>
    </message>
    <message>
        <source>Bytes per sample</source>
        <translation>Байт на пример</translation>
    </message>
    <message>
        <source>Raw bytes read from storage for one sample (an image, a document); empty means derived</source>
        <translation>Сырых байт, читаемых из хранилища на один пример (изображение, документ); пусто — вычисляется</translation>
    </message>
    <message>
        <source>B</source>
        <translation>Б</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>Нагрузка</translation>
    </message>
    <message>
        <source>Peak load</source>
        <translation>Пиковая нагрузка</translation>
    </message>
    <message>
        <source>Requests per second at the busiest time</source>
        <translation>Запросов в секунду в самое загруженное время</translation>
    </message>
    <message>
        <source>p95 latency target</source>
        <translation>Цель по задержке p95</translation>
    </message>
    <message>
        <source>95% of requests must finish within this time, queueing included; 0 means no target</source>
        <translation>95% запросов должны завершиться за это время с учётом очереди; 0 — цели нет</translation>
    </message>
    <message>
        <source>Input tokens</source>
        <translation>Входные токены</translation>
    </message>
    <message>
        <source>Tokens in one request&apos;s prompt or input</source>
        <translation>Токенов в промпте или входе одного запроса</translation>
    </message>
    <message>
        <source>Output tokens</source>
        <translation>Выходные токены</translation>
    </message>
    <message>
        <source>Tokens generated per request (decoders); 0 for classification or embeddings</source>
        <translation>Токенов, генерируемых на запрос (декодеры); 0 для классификации или эмбеддингов</translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation>Алгоритм</translation>
    </message>
    <message>
        <source>For example xgboost_hist, xgboost_gpu_hist, lightgbm, logistic_regression, random_forest</source>
        <translation>Например xgboost_hist, xgboost_gpu_hist, lightgbm, logistic_regression, random_forest</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>Строки</translation>
    </message>
    <message>
        <source>Training rows</source>
        <translation>Строк для обучения</translation>
    </message>
    <message>
        <source>rows</source>
        <translation>строк</translation>
    </message>
    <message>
        <source>Features</source>
        <translation>Признаки</translation>
    </message>
    <message>
        <source>Columns per row</source>
        <translation>Столбцов в строке</translation>
    </message>
    <message>
        <source>Trees</source>
        <translation>Деревья</translation>
    </message>
    <message>
        <source>Boosting rounds or forest size</source>
        <translation>Раундов бустинга или размер леса</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Глубина</translation>
    </message>
    <message>
        <source>Maximum depth of each tree</source>
        <translation>Максимальная глубина каждого дерева</translation>
    </message>
    <message>
        <source>Rows the job reads</source>
        <translation>Строк, которые читает задача</translation>
    </message>
    <message>
        <source>Data size</source>
        <translation>Объём данных</translation>
    </message>
    <message>
        <source>Bytes the job reads</source>
        <translation>Байт, которые читает задача</translation>
    </message>
    <message>
        <source>Operation</source>
        <translation>Операция</translation>
    </message>
    <message>
        <source>scan, filter, aggregate, join, sort or udf</source>
        <translation>scan, filter, aggregate, join, sort или udf</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Память</translation>
    </message>
    <message>
        <source>Model size, precision, batch and sequence length decide whether it fits on a device.</source>
        <translation>Размер модели, точность, батч и длина последовательности решают, поместится ли она на устройство.</translation>
    </message>
    <message>
        <source>The parameter count the planner uses, derived from the shape</source>
        <translation>Число параметров, которое использует планировщик, вычисленное по архитектуре</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Размер</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>Точность</translation>
    </message>
    <message>
        <source>Number format of weights and compute; mixed keeps fp32 master weights for training</source>
        <translation>Числовой формат весов и вычислений; смешанная точность хранит мастер-веса fp32 для обучения</translation>
    </message>
    <message>
        <source>fp32</source>
        <translation>fp32</translation>
    </message>
    <message>
        <source>tf32</source>
        <translation>tf32</translation>
    </message>
    <message>
        <source>bf16 mixed</source>
        <translation>bf16 смешанная</translation>
    </message>
    <message>
        <source>fp16 mixed</source>
        <translation>fp16 смешанная</translation>
    </message>
    <message>
        <source>bf16</source>
        <translation>bf16</translation>
    </message>
    <message>
        <source>fp16</source>
        <translation>fp16</translation>
    </message>
    <message>
        <source>fp8</source>
        <translation>fp8</translation>
    </message>
    <message>
        <source>int8</source>
        <translation>int8</translation>
    </message>
    <message>
        <source>int4</source>
        <translation>int4</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>Оптимизатор</translation>
    </message>
    <message>
        <source>Its state per parameter: AdamW keeps two, 8-bit AdamW two small ones, SGD none</source>
        <translation>Его состояние на параметр: AdamW хранит два значения, 8-битный AdamW — два маленьких, SGD — ни одного</translation>
    </message>
    <message>
        <source>AdamW</source>
        <translation>AdamW</translation>
    </message>
    <message>
        <source>AdamW 8-bit</source>
        <translation>AdamW 8-бит</translation>
    </message>
    <message>
        <source>SGD with momentum</source>
        <translation>SGD с моментом</translation>
    </message>
    <message>
        <source>SGD</source>
        <translation>SGD</translation>
    </message>
    <message>
        <source>Adafactor</source>
        <translation>Adafactor</translation>
    </message>
    <message>
        <source>Lion</source>
        <translation>Lion</translation>
    </message>
    <message>
        <source>Fine-tuning method</source>
        <translation>Метод дообучения</translation>
    </message>
    <message>
        <source>Full updates every weight; LoRA trains small adapters; QLoRA also stores the base in 4 bits</source>
        <translation>Полное обновляет все веса; LoRA обучает небольшие адаптеры; QLoRA ещё и хранит базовую модель в 4 битах</translation>
    </message>
    <message>
        <source>Full</source>
        <translation>Полное</translation>
    </message>
    <message>
        <source>LoRA</source>
        <translation>LoRA</translation>
    </message>
    <message>
        <source>QLoRA</source>
        <translation>QLoRA</translation>
    </message>
    <message>
        <source>LoRA rank</source>
        <translation>Ранг LoRA</translation>
    </message>
    <message>
        <source>Rank r of each adapter</source>
        <translation>Ранг r каждого адаптера</translation>
    </message>
    <message>
        <source>LoRA targets</source>
        <translation>Цели LoRA</translation>
    </message>
    <message>
        <source>Which matrices get adapters</source>
        <translation>Какие матрицы получают адаптеры</translation>
    </message>
    <message>
        <source>Attention only</source>
        <translation>Только attention</translation>
    </message>
    <message>
        <source>All linear layers</source>
        <translation>Все линейные слои</translation>
    </message>
    <message>
        <source>Batch size</source>
        <translation>Размер батча</translation>
    </message>
    <message>
        <source>Global batch in samples per optimizer step (training) or per pass (batch inference)</source>
        <translation>Глобальный батч в примерах на шаг оптимизатора (обучение) или на проход (пакетный инференс)</translation>
    </message>
    <message>
        <source>Micro-batch</source>
        <translation>Микробатч</translation>
    </message>
    <message>
        <source>auto</source>
        <translation>авто</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>Длина последовательности</translation>
    </message>
    <message>
        <source>Tokens per sample in one pass; the model&apos;s default when set to default</source>
        <translation>Токенов на пример за один проход; при значении по умолчанию — как у модели</translation>
    </message>
    <message>
        <source>model default</source>
        <translation>как у модели</translation>
    </message>
    <message>
        <source>Model shape</source>
        <translation>Архитектура модели</translation>
    </message>
    <message>
        <source>Architecture</source>
        <translation>Архитектура</translation>
    </message>
    <message>
        <source>The family of the model</source>
        <translation>Семейство модели</translation>
    </message>
    <message>
        <source>Decoder (GPT, Llama)</source>
        <translation>Декодер (GPT, Llama)</translation>
    </message>
    <message>
        <source>Encoder (BERT, ViT)</source>
        <translation>Энкодер (BERT, ViT)</translation>
    </message>
    <message>
        <source>Encoder–decoder (T5)</source>
        <translation>Энкодер–декодер (T5)</translation>
    </message>
    <message>
        <source>Convolutional network</source>
        <translation>Свёрточная сеть</translation>
    </message>
    <message>
        <source>Multi-layer perceptron</source>
        <translation>Многослойный перцептрон</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Параметры</translation>
    </message>
    <message>
        <source>Total parameters; empty means derived from the shape. Examples: 7B, 110M</source>
        <translation>Всего параметров; пусто — вычисляется по архитектуре. Примеры: 7B, 110M</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>Слои</translation>
    </message>
    <message>
        <source>Transformer blocks</source>
        <translation>Блоков трансформера</translation>
    </message>
    <message>
        <source>not given</source>
        <translation>не задано</translation>
    </message>
    <message>
        <source>Hidden size</source>
        <translation>Скрытый размер</translation>
    </message>
    <message>
        <source>Width of the residual stream</source>
        <translation>Ширина остаточного потока</translation>
    </message>
    <message>
        <source>Attention heads</source>
        <translation>Головы внимания</translation>
    </message>
    <message>
        <source>Query heads per layer</source>
        <translation>Голов запросов на слой</translation>
    </message>
    <message>
        <source>KV heads</source>
        <translation>KV-головы</translation>
    </message>
    <message>
        <source>Key/value heads (grouped-query attention); default: as many as heads</source>
        <translation>Головы ключей/значений (grouped-query attention); по умолчанию столько же, сколько голов</translation>
    </message>
    <message>
        <source>= heads</source>
        <translation>= головам</translation>
    </message>
    <message>
        <source>Head size</source>
        <translation>Размер головы</translation>
    </message>
    <message>
        <source>Width of one head; default: hidden / heads</source>
        <translation>Ширина одной головы; по умолчанию: скрытый размер / головы</translation>
    </message>
    <message>
        <source>hidden / heads</source>
        <translation>скрытый / головы</translation>
    </message>
    <message>
        <source>FFN size</source>
        <translation>Размер FFN</translation>
    </message>
    <message>
        <source>Width of the feed-forward layer; default: 4 × hidden</source>
        <translation>Ширина слоя feed-forward; по умолчанию: 4 × скрытый размер</translation>
    </message>
    <message>
        <source>4 × hidden</source>
        <translation>4 × скрытый</translation>
    </message>
    <message>
        <source>Vocabulary</source>
        <translation>Словарь</translation>
    </message>
    <message>
        <source>Tokens in the vocabulary</source>
        <translation>Токенов в словаре</translation>
    </message>
    <message>
        <source>Gated FFN</source>
        <translation>Gated FFN</translation>
    </message>
    <message>
        <source>SwiGLU-style feed-forward with three matrices (Llama, Mistral)</source>
        <translation>Feed-forward в стиле SwiGLU с тремя матрицами (Llama, Mistral)</translation>
    </message>
    <message>
        <source>Tied embeddings</source>
        <translation>Связанные эмбеддинги</translation>
    </message>
    <message>
        <source>The output head shares the input embedding matrix</source>
        <translation>Выходной слой использует ту же матрицу, что и входные эмбеддинги</translation>
    </message>
    <message>
        <source>FLOPs per sample</source>
        <translation>FLOPs на пример</translation>
    </message>
    <message>
        <source>Forward FLOPs of one sample, for models that are not transformers</source>
        <translation>FLOPs прямого прохода одного примера, для моделей, не являющихся трансформерами</translation>
    </message>
    <message>
        <source>FLOP</source>
        <translation>FLOP</translation>
    </message>
    <message>
        <source>Activations per sample</source>
        <translation>Активаций на пример</translation>
    </message>
    <message>
        <source>Training activations stored for one sample, in 16 bits</source>
        <translation>Активации обучения, сохраняемые на один пример, в 16 битах</translation>
    </message>
    <message>
        <source>Compute</source>
        <translation>Вычисления</translation>
    </message>
    <message>
        <source>Which devices to consider and how to split the model over them.</source>
        <translation>Какие устройства рассматривать и как распределить по ним модель.</translation>
    </message>
    <message>
        <source>Parallelism</source>
        <translation>Параллелизм</translation>
    </message>
    <message>
        <source>Tensor parallel</source>
        <translation>Тензорный параллелизм</translation>
    </message>
    <message>
        <source>Devices that split each layer&apos;s matrices (inside one node)</source>
        <translation>Устройств, делящих матрицы каждого слоя (внутри одного узла)</translation>
    </message>
    <message>
        <source>Pipeline stages</source>
        <translation>Стадии конвейера</translation>
    </message>
    <message>
        <source>Devices that each hold a slice of the layers</source>
        <translation>Устройств, каждое из которых хранит часть слоёв</translation>
    </message>
    <message>
        <source>Interleaving</source>
        <translation>Чередование</translation>
    </message>
    <message>
        <source>Virtual stages per device; shrinks the pipeline bubble</source>
        <translation>Виртуальных стадий на устройство; уменьшает пузырь конвейера</translation>
    </message>
    <message>
        <source>Sequence parallel</source>
        <translation>Sequence parallel</translation>
    </message>
    <message>
        <source>Split norms and dropout along the sequence across the tensor-parallel group</source>
        <translation>Делить нормализацию и dropout вдоль последовательности по группе тензорного параллелизма</translation>
    </message>
    <message>
        <source>Sharding</source>
        <translation>Шардирование</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Нет</translation>
    </message>
    <message>
        <source>ZeRO-1</source>
        <translation>ZeRO-1</translation>
    </message>
    <message>
        <source>ZeRO-2</source>
        <translation>ZeRO-2</translation>
    </message>
    <message>
        <source>ZeRO-3 / FSDP</source>
        <translation>ZeRO-3 / FSDP</translation>
    </message>
    <message>
        <source>Consider every catalog device</source>
        <translation>Рассматривать все устройства каталога</translation>
    </message>
    <message>
        <source>Let the planner try the whole catalog; untick to choose devices and counts</source>
        <translation>Пусть планировщик переберёт весь каталог; снимите флажок, чтобы выбрать устройства и их количество</translation>
    </message>
    <message>
        <source>Candidate devices</source>
        <translation>Устройства-кандидаты</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Устройство</translation>
    </message>
    <message>
        <source>Counts</source>
        <translation>Количества</translation>
    </message>
    <message>
        <source>$/h each</source>
        <translation>$/ч за шт.</translation>
    </message>
    <message>
        <source>Tick the devices to compare; type the counts to try, separated by commas</source>
        <translation>Отметьте устройства для сравнения; введите количества через запятую</translation>
    </message>
    <message>
        <source>Candidates</source>
        <translation>Кандидаты</translation>
    </message>
    <message>
        <source>candidate devices</source>
        <translation>устройства-кандидаты</translation>
    </message>
    <message>
        <source>Tick at least one device, or consider every device in the catalog.</source>
        <translation>Отметьте хотя бы одно устройство или рассматривайте все устройства каталога.</translation>
    </message>
    <message>
        <source>Right-size</source>
        <translation>Подбор размера</translation>
    </message>
    <message>
        <source>How compute is bought and the limits the choice must meet.</source>
        <translation>Как покупаются вычисления и каким ограничениям должен отвечать выбор.</translation>
    </message>
    <message>
        <source>Pricing</source>
        <translation>Тарификация</translation>
    </message>
    <message>
        <source>On-demand, spot (interruptible, cheaper), serverless (billed per second of activity) or reserved</source>
        <translation>По требованию, спот (может прерываться, дешевле), serverless (оплата за секунды активности) или резервирование</translation>
    </message>
    <message>
        <source>On-demand</source>
        <translation>По требованию</translation>
    </message>
    <message>
        <source>Spot</source>
        <translation>Спот</translation>
    </message>
    <message>
        <source>Serverless</source>
        <translation>Serverless</translation>
    </message>
    <message>
        <source>Reserved (1 year)</source>
        <translation>Резерв (1 год)</translation>
    </message>
    <message>
        <source>Interruptions</source>
        <translation>Прерывания</translation>
    </message>
    <message>
        <source>Expected spot interruptions per day of running</source>
        <translation>Ожидаемое число прерываний спота за день работы</translation>
    </message>
    <message>
        <source>Checkpoint time</source>
        <translation>Время чекпоинта</translation>
    </message>
    <message>
        <source>Minutes to write one checkpoint</source>
        <translation>Минут на запись одного чекпоинта</translation>
    </message>
    <message>
        <source>Restart time</source>
        <translation>Время перезапуска</translation>
    </message>
    <message>
        <source>Minutes to get capacity back and reload after an interruption</source>
        <translation>Минут, чтобы вернуть мощности и перезагрузиться после прерывания</translation>
    </message>
    <message>
        <source>Cluster</source>
        <translation>Кластер</translation>
    </message>
    <message>
        <source>A classic cluster starts cold and bills while idle until it stops; serverless bills activity only</source>
        <translation>Классический кластер стартует с холодного запуска и тарифицируется в простое, пока не остановится; serverless тарифицирует только активность</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Классический</translation>
    </message>
    <message>
        <source>Start-up</source>
        <translation>Запуск</translation>
    </message>
    <message>
        <source>Minutes for a cold start</source>
        <translation>Минут на холодный старт</translation>
    </message>
    <message>
        <source>Idle before stop</source>
        <translation>Простой до остановки</translation>
    </message>
    <message>
        <source>Minutes a classic cluster keeps running (and billing) after the work ends</source>
        <translation>Минут, которые классический кластер продолжает работать (и тарифицироваться) после окончания работы</translation>
    </message>
    <message>
        <source>Runs per day</source>
        <translation>Запусков в день</translation>
    </message>
    <message>
        <source>How often the job runs; bursty use favours serverless</source>
        <translation>Как часто запускается задача; при всплесках выгоднее serverless</translation>
    </message>
    <message>
        <source>Constraints</source>
        <translation>Ограничения</translation>
    </message>
    <message>
        <source>Deadline</source>
        <translation>Срок</translation>
    </message>
    <message>
        <source>The job must finish within this many hours; empty means no deadline</source>
        <translation>Задача должна завершиться за столько часов; пусто — без срока</translation>
    </message>
    <message>
        <source>h</source>
        <translation>ч</translation>
    </message>
    <message>
        <source>Budget per hour</source>
        <translation>Бюджет в час</translation>
    </message>
    <message>
        <source>The most to spend per hour for all devices together; empty means no limit</source>
        <translation>Максимальные расходы в час на все устройства вместе; пусто — без ограничения</translation>
    </message>
    <message>
        <source>USD/h</source>
        <translation>USD/ч</translation>
    </message>
    <message>
        <source>Total budget</source>
        <translation>Общий бюджет</translation>
    </message>
    <message>
        <source>The most the whole job may cost; empty means no limit</source>
        <translation>Максимальная стоимость всей задачи; пусто — без ограничения</translation>
    </message>
    <message>
        <source>USD</source>
        <translation>USD</translation>
    </message>
    <message>
        <source>Optimise</source>
        <translation>Оптимизация</translation>
    </message>
    <message>
        <source>Settings that trade memory for time, keep the device fed and batch requests.</source>
        <translation>Настройки, которые меняют память на время, не дают устройству простаивать и собирают запросы в батчи.</translation>
    </message>
    <message>
        <source>Recompute activations</source>
        <translation>Пересчёт активаций</translation>
    </message>
    <message>
        <source>Selective (attention)</source>
        <translation>Выборочный (attention)</translation>
    </message>
    <message>
        <source>Flash attention</source>
        <translation>Flash attention</translation>
    </message>
    <message>
        <source>Micro-batch window</source>
        <translation>Окно микробатча</translation>
    </message>
    <message>
        <source>How long the server waits to gather requests into one batch</source>
        <translation>Сколько сервер ждёт, чтобы собрать запросы в один батч</translation>
    </message>
    <message>
        <source>Largest batch</source>
        <translation>Макс. батч</translation>
    </message>
    <message>
        <source>Most requests served together in one batch</source>
        <translation>Максимум запросов, обслуживаемых вместе в одном батче</translation>
    </message>
    <message>
        <source>Most replicas</source>
        <translation>Макс. реплик</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>Хранилище</translation>
    </message>
    <message>
        <source>Where the training data is read from</source>
        <translation>Откуда читаются данные для обучения</translation>
    </message>
    <message>
        <source>Object store</source>
        <translation>Объектное хранилище</translation>
    </message>
    <message>
        <source>Local NVMe</source>
        <translation>Локальный NVMe</translation>
    </message>
    <message>
        <source>Network file system</source>
        <translation>Сетевая файловая система</translation>
    </message>
    <message>
        <source>In memory</source>
        <translation>В памяти</translation>
    </message>
    <message>
        <source>CPU prep per sample</source>
        <translation>Время CPU на пример</translation>
    </message>
    <message>
        <source>Milliseconds of one CPU core to decode, augment or tokenise one sample; 0 means not modelled</source>
        <translation>Миллисекунд одного ядра CPU на декодирование, аугментацию или токенизацию одного примера; 0 — не моделируется</translation>
    </message>
    <message>
        <source>Loader workers</source>
        <translation>Воркеры загрузчика</translation>
    </message>
    <message>
        <source>Data-loader processes per device</source>
        <translation>Процессов загрузчика данных на устройство</translation>
    </message>
    <message>
        <source>Cache on local NVMe</source>
        <translation>Кэш на локальном NVMe</translation>
    </message>
    <message>
        <source>Keep remote data on the local disk after the first epoch</source>
        <translation>Хранить удалённые данные на локальном диске после первой эпохи</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The plan could not be updated; the last good plan is still shown.</source>
        <translation>План не удалось обновить; по-прежнему показан последний рабочий план.</translation>
    </message>
    <message>
        <source>On-demand: %1</source>
        <translation>По запросу: %1</translation>
    </message>
    <message>
        <source>, %1 active per token</source>
        <translation>, %1 активных на токен</translation>
    </message>
    <message>
        <source>; KV cache %1 KiB per token</source>
        <translation>; KV-кэш %1 КиБ на токен</translation>
    </message>
    <message>
        <source>auto (planner: %1)</source>
        <translation>авто (план: %1)</translation>
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
        <source> — auto lets the planner choose; any other value is used exactly as given</source>
        <translation> — «авто» оставляет выбор планировщику; любое другое значение используется ровно как задано</translation>
    </message>
    <message>
        <source>ZeRO stage 1 shards optimizer state, 2 also gradients, 3 (FSDP) also weights, over the data-parallel devices; hybrid shards inside a node and replicates across nodes</source>
        <translation>ZeRO 1 шардирует состояние оптимизатора, 2 — также градиенты, 3 (FSDP) — также веса по устройствам параллелизма данных; гибридный режим шардирует внутри узла и реплицирует между узлами</translation>
    </message>
    <message>
        <source>Hybrid (shard in a node)</source>
        <translation>Гибридный (шардирование в узле)</translation>
    </message>
    <message numerus="yes">
        <source>%n sample(s)</source>
        <translation>
            <numerusform>%n пример</numerusform>
            <numerusform>%n примера</numerusform>
            <numerusform>%n примеров</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n token(s)</source>
        <translation>
            <numerusform>%n токен</numerusform>
            <numerusform>%n токена</numerusform>
            <numerusform>%n токенов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n request(s)</source>
        <translation>
            <numerusform>%n запрос</numerusform>
            <numerusform>%n запроса</numerusform>
            <numerusform>%n запросов</numerusform>
        </translation>
    </message>
    <message>
        <source>1, 2, 4 and 8 GPUs of each, whole nodes of 16 and more when the model needs them, and one of each CPU instance.</source>
        <translation>По 1, 2, 4 и 8 GPU каждого типа, целые узлы от 16 GPU, если они нужны модели, и по одному CPU-инстансу каждого типа.</translation>
    </message>
    <message>
        <source>1, 2, 4 and 8 GPUs of each, and one of each CPU instance.</source>
        <translation>По 1, 2, 4 и 8 GPU каждого типа и по одному CPU-инстансу каждого типа.</translation>
    </message>
    <message>
        <source>Each device with as many replicas as the latency target needs.</source>
        <translation>Каждое устройство с таким числом реплик, какое нужно для цели по задержке.</translation>
    </message>
    <message>
        <source>One of each device.</source>
        <translation>По одному устройству каждого типа.</translation>
    </message>
    <message>
        <source>One of each CPU instance.</source>
        <translation>По одному CPU-инстансу каждого типа.</translation>
    </message>
    <message>
        <source>The micro-batch (%1) cannot be larger than the batch size (%2).</source>
        <translation>Микробатч (%1) не может быть больше размера батча (%2).</translation>
    </message>
    <message>
        <source>The batch size (%1) cannot be larger than the data set (%2 samples).</source>
        <translation>Размер батча (%1) не может быть больше набора данных (примеров: %2).</translation>
    </message>
    <message>
        <source>The sequence length (%1 tokens) is longer than the model&apos;s context of %2 tokens.</source>
        <translation>Длина последовательности (токенов: %1) больше контекста модели (токенов: %2).</translation>
    </message>
    <message>
        <source>“%1” cannot be used: %2.</source>
        <translation>«%1» не подходит: %2.</translation>
    </message>
    <message>
        <source>enter a whole number from %1 to %2</source>
        <translation>введите целое число от %1 до %2</translation>
    </message>
    <message>
        <source>enter a number from %1 to %2</source>
        <translation>введите число от %1 до %2</translation>
    </message>
    <message>
        <source>New here? Pick a worked case in the Scenario box below, or change any field: the charts and the recommendation follow every edit. Hover over a field to see what it means.</source>
        <translation>Впервые здесь? Выберите разобранный пример в поле «Сценарий» ниже или измените любое поле: диаграммы и рекомендация следуют за каждой правкой. Наведите указатель на поле, чтобы узнать, что оно значит.</translation>
    </message>
    <message>
        <source>Got it</source>
        <translation>Понятно</translation>
    </message>
    <message>
        <source>Hide this hint for good</source>
        <translation>Больше не показывать эту подсказку</translation>
    </message>
    <message>
        <source>Open a worked case, an exercise or a template as a new scenario</source>
        <translation>Открыть разобранный пример, упражнение или шаблон как новый сценарий</translation>
    </message>
    <message>
        <source>Started from the preset “%1”; pick another to open it as a new scenario</source>
        <translation>Начат с шаблона «%1»; выберите другой, чтобы открыть его как новый сценарий</translation>
    </message>
    <message>
        <source>Every device in the catalog</source>
        <translation>Все устройства каталога</translation>
    </message>
    <message>
        <source>Must be more than %1 and at most %2.</source>
        <translation>Должно быть больше %1 и не больше %2.</translation>
    </message>
    <message>
        <source>Providers and regions…</source>
        <translation>Провайдеры и регионы…</translation>
    </message>
    <message>
        <source>Where to rent</source>
        <translation>Где арендовать</translation>
    </message>
    <message>
        <source>%1: counts must be whole numbers from 1 to %2, separated by commas.</source>
        <translation>%1: количества должны быть целыми числами от 1 до %2 через запятую.</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Заметки</translation>
    </message>
    <message>
        <source>Free text kept with the scenario and printed at the top of the report</source>
        <translation>Произвольный текст, который хранится со сценарием и печатается в начале отчёта</translation>
    </message>
    <message>
        <source>A preset, an imported configuration and the shape keys written beside them</source>
        <translation>Шаблон, импортированная конфигурация и заданные рядом с ними параметры формы</translation>
    </message>
    <message>
        <source>Imported configuration</source>
        <translation>Импортированная конфигурация</translation>
    </message>
    <message>
        <source>A model configuration (config.json) the shape was read from</source>
        <translation>Конфигурация модели (config.json), из которой прочитана форма</translation>
    </message>
    <message>
        <source>derived from the shape</source>
        <translation>выводится из формы</translation>
    </message>
    <message>
        <source>Double quantisation</source>
        <translation>Двойное квантование</translation>
    </message>
    <message>
        <source>QLoRA: the quantisation constants are quantised too, which saves a little memory</source>
        <translation>QLoRA: константы квантования тоже квантуются, что немного экономит память</translation>
    </message>
    <message>
        <source>Paged optimizer</source>
        <translation>Выгружаемый оптимизатор</translation>
    </message>
    <message>
        <source>on with QLoRA</source>
        <translation>включено для QLoRA</translation>
    </message>
    <message>
        <source>Padding</source>
        <translation>Дополнение</translation>
    </message>
    <message>
        <source>How samples of different lengths fill a batch: padded to the sequence length, packed together, or run without padding</source>
        <translation>Как примеры разной длины заполняют батч: дополняются до длины последовательности, упаковываются вместе или обрабатываются без дополнения</translation>
    </message>
    <message>
        <source>Samples per device in one forward/backward pass; the rest is gradient accumulation</source>
        <translation>Примеров на устройство за один прямой/обратный проход; остальное — накопление градиентов</translation>
    </message>
    <message>
        <source>Recomputing activations in the backward pass saves memory for about a third more compute (full)</source>
        <translation>Пересчёт активаций в обратном проходе экономит память ценой примерно трети дополнительных вычислений (полный)</translation>
    </message>
    <message>
        <source>Fused attention kernels that never store the sequence × sequence score matrix</source>
        <translation>Слитые ядра внимания, которые никогда не хранят матрицу оценок последовательность × последовательность</translation>
    </message>
    <message>
        <source>Optimizer kernels</source>
        <translation>Ядра оптимизатора</translation>
    </message>
    <message>
        <source>How the optimizer updates the weights: one tensor at a time, all tensors at once (foreach) or in one fused kernel; changes the time of the update</source>
        <translation>Как оптимизатор обновляет веса: по одному тензору, все тензоры сразу (foreach) или одним слитым ядром; меняет время обновления</translation>
    </message>
    <message>
        <source>Expert parallel</source>
        <translation>Параллелизм экспертов</translation>
    </message>
    <message>
        <source>Devices that each hold a share of the experts of a mixture-of-experts model</source>
        <translation>Устройства, каждое из которых хранит часть экспертов модели со смесью экспертов</translation>
    </message>
    <message>
        <source>fp32 gradients</source>
        <translation>Градиенты в fp32</translation>
    </message>
    <message>
        <source>Gradients kept in 32 bits under mixed precision; partly checked follows the framework</source>
        <translation>Градиенты хранятся в 32 битах при смешанной точности; частично отмечено — как принято во фреймворке</translation>
    </message>
    <message>
        <source>as the framework does</source>
        <translation>как во фреймворке</translation>
    </message>
    <message>
        <source>sequence length</source>
        <translation>длина последовательности</translation>
    </message>
    <message>
        <source>derived</source>
        <translation>выводится</translation>
    </message>
    <message>
        <source>no target</source>
        <translation>без цели</translation>
    </message>
    <message>
        <source>Hosted API price</source>
        <translation>Цена API</translation>
    </message>
    <message>
        <source>What a hosted API charges per million tokens, to compare with serving the model yourself; 0 means no comparison</source>
        <translation>Сколько облачный API берёт за миллион токенов, для сравнения с собственным развёртыванием модели; 0 — без сравнения</translation>
    </message>
    <message>
        <source>no comparison</source>
        <translation>без сравнения</translation>
    </message>
    <message>
        <source>Tokens per month</source>
        <translation>Токенов в месяц</translation>
    </message>
    <message>
        <source>Tokens served in a month, for the monthly cost; 0 means the peak load all month</source>
        <translation>Токенов, обслуженных за месяц, для месячной стоимости; 0 — пиковая нагрузка весь месяц</translation>
    </message>
    <message>
        <source>peak load all month</source>
        <translation>пиковая нагрузка весь месяц</translation>
    </message>
    <message>
        <source>every device in the catalog</source>
        <translation>все устройства каталога</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>Регион</translation>
    </message>
    <message>
        <source>The region the scenario is meant for, kept with it and shown in the report</source>
        <translation>Регион, для которого предназначен сценарий; хранится с ним и показывается в отчёте</translation>
    </message>
    <message>
        <source>Memory headroom</source>
        <translation>Запас памяти</translation>
    </message>
    <message>
        <source>Gradient-boosted trees</source>
        <translation>Градиентный бустинг деревьев</translation>
    </message>
    <message>
        <source>Linear model</source>
        <translation>Линейная модель</translation>
    </message>
    <message>
        <source>One tensor at a time</source>
        <translation>По одному тензору</translation>
    </message>
    <message>
        <source>Foreach</source>
        <translation>Foreach</translation>
    </message>
    <message>
        <source>Fused</source>
        <translation>Слитое</translation>
    </message>
    <message>
        <source>Padded</source>
        <translation>С дополнением</translation>
    </message>
    <message>
        <source>Packed</source>
        <translation>Упакованные</translation>
    </message>
    <message>
        <source>Without padding</source>
        <translation>Без дополнения</translation>
    </message>
    <message>
        <source>requests</source>
        <translation>запросов</translation>
    </message>
    <message>
        <source>parameters</source>
        <translation>параметров</translation>
    </message>
    <message>
        <source>req/s</source>
        <translation>запр./с</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>мс</translation>
    </message>
    <message>
        <source>min</source>
        <translation>мин</translation>
    </message>
    <message>
        <source>per day</source>
        <translation>в день</translation>
    </message>
    <message>
        <source>%1× %2</source>
        <translation>%1× %2</translation>
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
        <source>Default: %1</source>
        <translation>По умолчанию: %1</translation>
    </message>
    <message>
        <source>Share of each device&apos;s memory kept free for fragmentation and spikes; an option that leaves less gets a warning</source>
        <translation>Доля памяти устройства, оставляемая свободной на фрагментацию и пики; вариант, оставляющий меньше, получает предупреждение</translation>
    </message>
    <message>
        <source>At most %1 devices and counts can be compared; split a larger sweep over several scenarios.</source>
        <translation>Сравнить можно не больше %1 устройств и количеств; разбейте большой перебор на несколько сценариев.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>torch.compile</source>
        <translation>torch.compile</translation>
    </message>
    <message>
        <source>Whether the model runs under torch.compile (default mode): fewer, fused kernels and little host work per step, after a one-off compilation at the start of the job</source>
        <translation>Работает ли модель под torch.compile (режим по умолчанию): меньше объединённых ядер и мало работы хоста на шаг после однократной компиляции в начале задачи</translation>
    </message>
    <message>
        <source>Let estimated prices win</source>
        <translation>Допускать оценочные цены</translation>
    </message>
    <message>
        <source>Eager (not compiled)</source>
        <translation>Eager (без компиляции)</translation>
    </message>
    <message>
        <source>Compiled (default mode)</source>
        <translation>Скомпилирована (режим по умолчанию)</translation>
    </message>
    <message>
        <source>Concurrent users</source>
        <translation>Одновременные пользователи</translation>
    </message>
    <message>
        <source>Clients that each send their next request when the answer arrives (a closed loop, as engine benchmarks run); 0 means the peak load above</source>
        <translation>Клиенты, каждый из которых отправляет следующий запрос, когда пришёл ответ (замкнутый цикл, как в бенчмарках движков); 0 — пиковая нагрузка выше</translation>
    </message>
    <message>
        <source>use the peak load</source>
        <translation>пиковая нагрузка</translation>
    </message>
    <message>
        <source>p95 time-to-first-token target</source>
        <translation>Цель p95 для времени до первого токена</translation>
    </message>
    <message>
        <source>95% of requests must see their first token within this time; 0 means no target</source>
        <translation>95% запросов должны получить первый токен за это время; 0 — без цели</translation>
    </message>
    <message>
        <source>p95 time-per-token target</source>
        <translation>Цель p95 для времени на токен</translation>
    </message>
    <message>
        <source>95% of requests must generate each further token within this time on average; 0 means no target</source>
        <translation>95% запросов должны в среднем выдавать каждый следующий токен за это время; 0 — без цели</translation>
    </message>
    <message>
        <source>Fixed output length</source>
        <translation>Фиксированная длина ответа</translation>
    </message>
    <message>
        <source>Every request generates exactly the output tokens (as a benchmark that ignores end-of-sequence does); off: lengths vary around that mean</source>
        <translation>Каждый запрос выдаёт ровно заданное число токенов (как бенчмарк, игнорирующий конец последовательности); выкл.: длины разбросаны вокруг этого среднего</translation>
    </message>
    <message>
        <source>Engine memory share</source>
        <translation>Доля памяти движка</translation>
    </message>
    <message>
        <source>Share of device memory the serving engine takes for weights, activations and its KV cache (vLLM gpu_memory_utilization, SGLang mem_fraction_static, TensorRT-LLM free_gpu_memory_fraction); empty means the engine&apos;s default</source>
        <translation>Доля памяти устройства, которую движок берёт под веса, активации и KV-кэш (vLLM gpu_memory_utilization, SGLang mem_fraction_static, TensorRT-LLM free_gpu_memory_fraction); пусто — значение движка по умолчанию</translation>
    </message>
    <message>
        <source>engine default</source>
        <translation>по умолчанию движка</translation>
    </message>
    <message>
        <source>Tokens per engine step</source>
        <translation>Токенов за шаг движка</translation>
    </message>
    <message>
        <source>Most tokens one engine step carries, prompt chunks and decoded tokens together (max_num_batched_tokens); empty means the engine&apos;s default</source>
        <translation>Наибольшее число токенов за один шаг движка, части промптов и декодированные токены вместе (max_num_batched_tokens); пусто — значение движка по умолчанию</translation>
    </message>
    <message>
        <source>Expert dispatch</source>
        <translation>Рассылка экспертам</translation>
    </message>
    <message>
        <source>How a token reaches its experts on other nodes: every routed copy on its own, or once per node and forwarded inside it (DeepEP)</source>
        <translation>Как токен попадает к экспертам на других узлах: каждая копия отдельно или один раз на узел с пересылкой внутри него (DeepEP)</translation>
    </message>
    <message>
        <source>Quiet-hours load</source>
        <translation>Нагрузка в тихие часы</translation>
    </message>
    <message>
        <source>Requests per second outside the peak hours; the day is then priced with replicas scaled between the two loads. 0 means the peak load all day</source>
        <translation>Запросов в секунду вне пиковых часов; тогда день рассчитывается с репликами, масштабируемыми между двумя нагрузками. 0 — пиковая нагрузка весь день</translation>
    </message>
    <message>
        <source>peak all day</source>
        <translation>пик весь день</translation>
    </message>
    <message>
        <source>Peak hours a day</source>
        <translation>Пиковых часов в день</translation>
    </message>
    <message>
        <source>Hours a day at the peak load; the rest at the quiet-hours load</source>
        <translation>Часов в день с пиковой нагрузкой; остальное время — с нагрузкой тихих часов</translation>
    </message>
    <message>
        <source>Fewest replicas</source>
        <translation>Минимум реплик</translation>
    </message>
    <message>
        <source>Autoscaling never goes below this many replicas</source>
        <translation>Автомасштабирование никогда не опускается ниже этого числа реплик</translation>
    </message>
    <message>
        <source>Scale-up time</source>
        <translation>Время масштабирования</translation>
    </message>
    <message>
        <source>Minutes a new replica is billed before it serves (instance boot, image pull, model load), paid once a day for the replicas the peak adds</source>
        <translation>Минуты, которые новая реплика оплачивается до начала обслуживания (запуск инстанса, загрузка образа и модели); оплачиваются раз в день за реплики, добавляемые пиком</translation>
    </message>
    <message>
        <source>Shared prompt prefix</source>
        <translation>Общий префикс промпта</translation>
    </message>
    <message>
        <source>Share of every prompt that all requests have in common (a system prompt, few-shot examples): the engine&apos;s prefix cache prefills it once and holds it once</source>
        <translation>Доля каждого промпта, общая для всех запросов (системный промпт, примеры few-shot): кэш префиксов движка обрабатывает её один раз и хранит один раз</translation>
    </message>
    <message>
        <source>Speculative tokens</source>
        <translation>Спекулятивные токены</translation>
    </message>
    <message>
        <source>Tokens proposed for each sequence at every decode step and checked together by the model (speculative decoding); 0 is off</source>
        <translation>Токены, предлагаемые для каждой последовательности на каждом шаге декодирования и проверяемые моделью вместе (спекулятивное декодирование); 0 — выключено</translation>
    </message>
    <message>
        <source>Acceptance rate</source>
        <translation>Доля принятия</translation>
    </message>
    <message>
        <source>Chance that each proposed token is accepted; with k proposed tokens a step yields (1 − a^(k+1)) / (1 − a) tokens on average</source>
        <translation>Вероятность, что каждый предложенный токен будет принят; при k предложенных токенах шаг даёт в среднем (1 − a^(k+1)) / (1 − a) токенов</translation>
    </message>
    <message>
        <source>Draft model size</source>
        <translation>Размер черновой модели</translation>
    </message>
    <message>
        <source>Parameters of the draft model that proposes the tokens; 0 when the proposals come from the prompt itself (n-gram lookup)</source>
        <translation>Параметры черновой модели, предлагающей токены; 0, если предложения берутся из самого промпта (поиск n-грамм)</translation>
    </message>
    <message>
        <source>Every copy on its own</source>
        <translation>Каждая копия отдельно</translation>
    </message>
    <message>
        <source>Once per node (DeepEP)</source>
        <translation>Раз на узел (DeepEP)</translation>
    </message>
    <message>
        <source>Layers recomputed</source>
        <translation>Пересчитываемые слои</translation>
    </message>
    <message>
        <source>With full recomputation, how many of the model&apos;s layers recompute their activations (Megatron&apos;s recompute-num-layers; every second layer is half of them); empty means every layer</source>
        <translation>При полном пересчёте: сколько слоёв модели пересчитывают свои активации (recompute-num-layers в Megatron; каждый второй слой — половина); пусто — каждый слой</translation>
    </message>
    <message>
        <source>every layer</source>
        <translation>каждый слой</translation>
    </message>
    <message>
        <source>Fused kernels</source>
        <translation>Слитые ядра</translation>
    </message>
    <message>
        <source>The model&apos;s code runs a training stack&apos;s fused kernels (norms, attention and loss fused, as LLM Foundry, Transformer Engine or Megatron) instead of one kernel per operator as Hugging Face&apos;s modeling code does; partly checked follows the framework</source>
        <translation>Код модели использует слитые ядра обучающего стека (слитые нормализации, внимание и функция потерь, как в LLM Foundry, Transformer Engine или Megatron) вместо одного ядра на оператор, как в коде моделей Hugging Face; частичная отметка — как в фреймворке</translation>
    </message>
    <message>
        <source>Upper bound of autoscaling; set beside listed options, each option&apos;s devices are one replica and the planner adds replicas up to this many; empty means 64 without options and the listed devices as they are with them</source>
        <translation>Верхняя граница автомасштабирования; если задана вместе с перечисленными вариантами, устройства каждого варианта — одна реплика, и планировщик добавляет реплики до этого числа; пусто — 64 без вариантов и перечисленные устройства как есть с ними</translation>
    </message>
    <message>
        <source>64, or as listed</source>
        <translation>64 или как перечислено</translation>
    </message>
    <message>
        <source>KV cache format</source>
        <translation>Формат KV-кэша</translation>
    </message>
    <message>
        <source>How the engine stores keys and values: as the weights, or in fp8 apart from 16-bit weights (--kv-cache-dtype fp8), which holds twice the tokens</source>
        <translation>Как движок хранит ключи и значения: как веса или в fp8 отдельно от 16-битных весов (--kv-cache-dtype fp8), что вмещает вдвое больше токенов</translation>
    </message>
    <message>
        <source>As the weights</source>
        <translation>Как веса</translation>
    </message>
    <message>
        <source>fp8 (half of 16 bits)</source>
        <translation>fp8 (вдвое меньше 16 бит)</translation>
    </message>
    <message>
        <source>Data pipeline</source>
        <translation>Конвейер данных</translation>
    </message>
    <message>
        <source>Context parallel</source>
        <translation>Параллелизм по контексту</translation>
    </message>
    <message>
        <source>Devices that each hold a slice of every sequence (ring attention), for long sequences; out of the data-parallel devices</source>
        <translation>Устройства, каждое из которых хранит часть каждой последовательности (кольцевое внимание), для длинных последовательностей; из числа устройств параллелизма по данным</translation>
    </message>
    <message>
        <source>FP8 weights</source>
        <translation>Веса в FP8</translation>
    </message>
    <message>
        <source>Keep and gather the working copy of the weights in FP8, the master copy in 32 bits (Transformer Engine&apos;s FP8 parameters, torchao&apos;s float8 all-gather)</source>
        <translation>Хранить и собирать рабочую копию весов в FP8, главную копию — в 32 битах (FP8-параметры Transformer Engine, float8 all-gather в torchao)</translation>
    </message>
    <message>
        <source>Off: only a price read off a price list is recommended; an estimated spot or reserved price gives way to the on-demand list price, and where every option that fits rests on an estimate, nothing is recommended. On: estimates compete, and the answer says which figure is an estimate</source>
        <translation>Выкл.: рекомендуется только цена из прейскуранта; оценочная спотовая или резервная цена уступает прейскурантной цене по требованию, а если каждый подходящий вариант опирается на оценку, ничего не рекомендуется. Вкл.: оценки участвуют в сравнении, и ответ указывает, какая цифра оценочная</translation>
    </message>
    <message>
        <source>Must be 0 (none), or between %1 and %2.</source>
        <translation>Должно быть 0 (нет) или от %1 до %2.</translation>
    </message>
    <message>
        <source>Prompt lengths</source>
        <translation>Длины промптов</translation>
    </message>
    <message>
        <source>How prompts spread around the input tokens, which stay their mean: all alike, evenly over a range, log-normal, as a histogram, or geometric; empty means every prompt is the input tokens long</source>
        <translation>Как промпты распределены вокруг входных токенов, которые остаются их средним: все одинаковы, равномерно в диапазоне, логнормально, гистограммой или геометрически; пусто — каждый промпт длиной во входные токены</translation>
    </message>
    <message>
        <source>all alike</source>
        <translation>все одинаковы</translation>
    </message>
    <message>
        <source>Shortest prompt</source>
        <translation>Самый короткий промпт</translation>
    </message>
    <message>
        <source>Uniform prompts: the shortest; the longest lies as far above the mean; 0 means not given</source>
        <translation>Равномерные промпты: самый короткий; самый длинный настолько же выше среднего; 0 — не задано</translation>
    </message>
    <message>
        <source>Longest prompt</source>
        <translation>Самый длинный промпт</translation>
    </message>
    <message>
        <source>Uniform prompts: the longest; the shortest lies as far below the mean; 0 means not given</source>
        <translation>Равномерные промпты: самый длинный; самый короткий настолько же ниже среднего; 0 — не задано</translation>
    </message>
    <message>
        <source>Prompt spread</source>
        <translation>Разброс промптов</translation>
    </message>
    <message>
        <source>Log-normal prompts: the standard deviation of the length&apos;s logarithm (sigma); 0.5 to 1 is typical of chat</source>
        <translation>Логнормальные промпты: стандартное отклонение логарифма длины (сигма); 0,5–1 типично для чата</translation>
    </message>
    <message>
        <source>Prompt histogram</source>
        <translation>Гистограмма промптов</translation>
    </message>
    <message>
        <source>Histogram prompts: [tokens, weight] pairs, scaled together to the mean; empty means none</source>
        <translation>Промпты гистограммой: пары [токены, вес], вместе масштабированные к среднему; пусто — нет</translation>
    </message>
    <message>
        <source>Answer lengths</source>
        <translation>Длины ответов</translation>
    </message>
    <message>
        <source>How answers spread around the output tokens, which stay their mean: all alike, evenly over a range, log-normal, as a histogram, or geometric (stopping with the same chance at every token); empty means geometric, or all alike with a fixed output length</source>
        <translation>Как ответы распределены вокруг выходных токенов, которые остаются их средним: все одинаковы, равномерно в диапазоне, логнормально, гистограммой или геометрически (остановка с равной вероятностью на каждом токене); пусто — геометрически или все одинаковы при фиксированной длине вывода</translation>
    </message>
    <message>
        <source>geometric, or fixed</source>
        <translation>геометрически или фиксированно</translation>
    </message>
    <message>
        <source>Shortest answer</source>
        <translation>Самый короткий ответ</translation>
    </message>
    <message>
        <source>Uniform answers: the shortest; the longest lies as far above the mean; 0 means not given</source>
        <translation>Равномерные ответы: самый короткий; самый длинный настолько же выше среднего; 0 — не задано</translation>
    </message>
    <message>
        <source>Longest answer</source>
        <translation>Самый длинный ответ</translation>
    </message>
    <message>
        <source>Uniform answers: the longest; the shortest lies as far below the mean; 0 means not given</source>
        <translation>Равномерные ответы: самый длинный; самый короткий настолько же ниже среднего; 0 — не задано</translation>
    </message>
    <message>
        <source>Answer spread</source>
        <translation>Разброс ответов</translation>
    </message>
    <message>
        <source>Log-normal answers: the standard deviation of the length&apos;s logarithm (sigma)</source>
        <translation>Логнормальные ответы: стандартное отклонение логарифма длины (сигма)</translation>
    </message>
    <message>
        <source>Answer histogram</source>
        <translation>Гистограмма ответов</translation>
    </message>
    <message>
        <source>Histogram answers: [tokens, weight] pairs, scaled together to the mean; empty means none</source>
        <translation>Ответы гистограммой: пары [токены, вес], вместе масштабированные к среднему; пусто — нет</translation>
    </message>
    <message>
        <source>Burstiness of arrivals</source>
        <translation>Неравномерность поступления</translation>
    </message>
    <message>
        <source>Coefficient of variation of the gaps between requests at a rate: 1 is Poisson, above 1 bursty (Gamma gaps), below 1 more even</source>
        <translation>Коэффициент вариации интервалов между запросами при заданной частоте: 1 — пуассоновский поток, выше 1 — всплески (гамма-интервалы), ниже 1 — равномернее</translation>
    </message>
    <message>
        <source>Request trace</source>
        <translation>Трасса запросов</translation>
    </message>
    <message>
        <source>A CSV of arrival_s,prompt_tokens,output_tokens replayed instead of drawn arrivals and lengths, scaled to the rate when one is given; empty means none</source>
        <translation>CSV с arrival_s,prompt_tokens,output_tokens, воспроизводимый вместо случайных поступлений и длин, масштабированный к частоте, если она задана; пусто — нет</translation>
    </message>
    <message>
        <source>Prefill and decode engines</source>
        <translation>Движки prefill и decode</translation>
    </message>
    <message>
        <source>off: every engine prefills and decodes; auto: the planner also tries prefill and decode on engines of their own and keeps the better; xPyD (2P1D): x prefill and y decode engines per replica, the prompt&apos;s KV cache sent between them; empty means off</source>
        <translation>off: каждый движок делает prefill и decode; auto: планировщик также пробует prefill и decode на отдельных движках и оставляет лучшее; xPyD (2P1D): x движков prefill и y движков decode на реплику, KV-кэш промпта передаётся между ними; пусто — off</translation>
    </message>
    <message>
        <source>NVFP4 (Blackwell)</source>
        <translation>NVFP4 (Blackwell)</translation>
    </message>
    <message>
        <source>All alike</source>
        <translation>Все одинаковы</translation>
    </message>
    <message>
        <source>Uniform over a range</source>
        <translation>Равномерно в диапазоне</translation>
    </message>
    <message>
        <source>Log-normal</source>
        <translation>Логнормально</translation>
    </message>
    <message>
        <source>Histogram</source>
        <translation>Гистограмма</translation>
    </message>
    <message>
        <source>Geometric</source>
        <translation>Геометрически</translation>
    </message>
    <message>
        <source>Optimizer state in memory the driver moves to the CPU when the device runs short, outside PyTorch&apos;s allocator (bitsandbytes&apos; paged optimizers); partly checked: on with QLoRA, off otherwise</source>
        <translation>Состояние оптимизатора в памяти, которую драйвер переносит в память CPU, когда памяти устройства не хватает, вне аллокатора PyTorch (страничные оптимизаторы bitsandbytes); частично отмечено: включено для QLoRA, иначе выключено</translation>
    </message>
    <message>
        <source>Chunked loss</source>
        <translation>Потери по частям</translation>
    </message>
    <message>
        <source>Cross-entropy over the vocabulary a chunk of tokens at a time, so only the 16-bit logits outlive the forward (torchtune&apos;s CEWithChunkedOutputLoss)</source>
        <translation>Перекрёстная энтропия по словарю считается частями по нескольку токенов, так что после прямого прохода остаются только 16-битные логиты (CEWithChunkedOutputLoss из torchtune)</translation>
    </message>
    <message>
        <source>Optimizer in backward</source>
        <translation>Шаг в обратном проходе</translation>
    </message>
    <message>
        <source>Each parameter is updated as soon as its gradient is made and the gradient freed, so the gradients are never all alive (torchtune&apos;s optimizer_in_bwd); without gradient accumulation</source>
        <translation>Каждый параметр обновляется, как только готов его градиент, и градиент сразу освобождается, так что все градиенты никогда не хранятся одновременно (optimizer_in_bwd из torchtune); без накопления градиентов</translation>
    </message>
    <message>
        <source>Activation offloading</source>
        <translation>Выгрузка активаций</translation>
    </message>
    <message>
        <source>What the layers keep for the backward waits in CPU memory, copied over PCIe behind the compute (torchtune&apos;s activation offloading)</source>
        <translation>То, что слои сохраняют для обратного прохода, ждёт в памяти CPU и копируется по PCIe параллельно с вычислениями (выгрузка активаций в torchtune)</translation>
    </message>
    <message>
        <source>Grouped convolution FLOPs</source>
        <translation>FLOPs групповых свёрток</translation>
    </message>
    <message>
        <source>Share of the forward FLOPs in grouped and depthwise convolutions (MobileNet, EfficientNet, RegNet, ConvNeXt); they run at the memory&apos;s rate</source>
        <translation>Доля FLOPs прямого прохода в групповых и поканальных свёртках (MobileNet, EfficientNet, RegNet, ConvNeXt); они идут со скоростью памяти</translation>
    </message>
    <message>
        <source>Grouped convolution bytes</source>
        <translation>Байты групповых свёрток</translation>
    </message>
    <message>
        <source>Share of the bytes the layers read and write that grouped and depthwise convolutions move</source>
        <translation>Доля байтов, которые слои читают и пишут, приходящаяся на групповые и поканальные свёртки</translation>
    </message>
</context>
<context>
    <name>rightsize::ui::workshop::DefaultWorkshopHost</name>
    <message>
        <source>No case loaded yet</source>
        <translation>Случай ещё не загружен</translation>
    </message>
    <message>
        <source>Step %1: %2. Look at: %3</source>
        <translation>Шаг %1: %2. Смотрите: %3</translation>
    </message>
    <message>
        <source>&lt;p&gt;Pick a case in the walkthrough or load an exercise: its summary and the planner&apos;s recommendation appear here.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Выберите случай в пошаговом разборе или загрузите упражнение: здесь появятся его сводка и рекомендация планировщика.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>rightsize::ui::workshop::ExercisePanel</name>
    <message>
        <source>CPU or GPU?</source>
        <translation>CPU или GPU?</translation>
    </message>
    <message>
        <source>Memory tier</source>
        <translation>Уровень памяти</translation>
    </message>
    <message>
        <source>Mini challenge</source>
        <translation>Мини-задача</translation>
    </message>
    <message>
        <source>Check with the planner</source>
        <translation>Проверить планировщиком</translation>
    </message>
    <message>
        <source>Load this case</source>
        <translation>Загрузить этот случай</translation>
    </message>
    <message>
        <source>In one line: why?</source>
        <translation>Одной строкой: почему?</translation>
    </message>
    <message>
        <source>Open the case in the planner to change it and watch the answer move.</source>
        <translation>Откройте случай в планировщике, меняйте его и смотрите, как меняется ответ.</translation>
    </message>
    <message>
        <source>Open exercises…</source>
        <translation>Открыть упражнения…</translation>
    </message>
    <message>
        <source>Save exercises as…</source>
        <translation>Сохранить упражнения как…</translation>
    </message>
    <message>
        <source>Load a teacher&apos;s exercise file (JSON).</source>
        <translation>Загрузить файл упражнений преподавателя (JSON).</translation>
    </message>
    <message>
        <source>Save this set to share it as a file.</source>
        <translation>Сохранить этот набор, чтобы поделиться им как файлом.</translation>
    </message>
    <message>
        <source>Your reason:</source>
        <translation>Ваше обоснование:</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>No exercise</source>
        <translation>Нет упражнения</translation>
    </message>
    <message>
        <source>Open an exercise file to start.</source>
        <translation>Откройте файл упражнений, чтобы начать.</translation>
    </message>
    <message>
        <source>Pick an answer and write a reason first.</source>
        <translation>Сначала выберите ответ и напишите обоснование.</translation>
    </message>
    <message>
        <source>There is no planner to ask.</source>
        <translation>Нет планировщика, которого можно спросить.</translation>
    </message>
    <message>
        <source>The planner could not answer this exercise.</source>
        <translation>Планировщик не смог ответить на это упражнение.</translation>
    </message>
    <message>
        <source>Same answer as the planner</source>
        <translation>Ответ совпадает с планировщиком</translation>
    </message>
    <message>
        <source>The planner answers differently</source>
        <translation>Планировщик отвечает иначе</translation>
    </message>
    <message>
        <source>You:</source>
        <translation>Вы:</translation>
    </message>
    <message>
        <source>Planner:</source>
        <translation>Планировщик:</translation>
    </message>
    <message>
        <source>The numbers</source>
        <translation>Цифры</translation>
    </message>
    <message>
        <source>Best %1: none in this plan fits.</source>
        <translation>Лучший %1: в этом плане ничего не помещается.</translation>
    </message>
    <message>
        <source>Best %1: %2</source>
        <translation>Лучший %1: %2</translation>
    </message>
    <message>
        <source>Best %1: %2 — misses a constraint</source>
        <translation>Лучший %1: %2 — нарушает ограничение</translation>
    </message>
    <message>
        <source>Memory per device: %1</source>
        <translation>Память на устройство: %1</translation>
    </message>
    <message>
        <source>%1: holds anything larger</source>
        <translation>%1: вмещает что угодно большее</translation>
    </message>
    <message>
        <source>%1: %2 usable with %3 kept free — %4</source>
        <translation>%1: доступно %2 при %3 свободных — %4</translation>
    </message>
    <message>
        <source>fits</source>
        <translation>помещается</translation>
    </message>
    <message>
        <source>too small</source>
        <translation>слишком мало</translation>
    </message>
    <message>
        <source>What the planner recommends</source>
        <translation>Что рекомендует планировщик</translation>
    </message>
    <message>
        <source>Teacher&apos;s note:</source>
        <translation>Заметка преподавателя:</translation>
    </message>
    <message>
        <source>Open exercises</source>
        <translation>Открыть упражнения</translation>
    </message>
    <message>
        <source>Exercise files (*.json)</source>
        <translation>Файлы упражнений (*.json)</translation>
    </message>
    <message>
        <source>This file cannot be used as exercises:
%1</source>
        <translation>Этот файл нельзя использовать как упражнения:
%1</translation>
    </message>
    <message>
        <source>Save exercises</source>
        <translation>Сохранить упражнения</translation>
    </message>
</context>
<context>
    <name>rightsize::ui::workshop::PresenterMode</name>
    <message>
        <source>Rightsize workshop: presenter</source>
        <translation>Практикум Rightsize: ведущий</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Rule: %1</source>
        <translation>Правило: %1</translation>
    </message>
    <message>
        <source>Avoid: %1</source>
        <translation>Избегайте: %1</translation>
    </message>
    <message>
        <source>The chart for this step is in the planner window.</source>
        <translation>График для этого шага — в окне планировщика.</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>← → Space PgUp PgDn: move · C: chart only · Esc: leave</source>
        <translation>← → Пробел PgUp PgDn: перейти · C: только график · Esc: выйти</translation>
    </message>
</context>
<context>
    <name>rightsize::ui::workshop::QuizPanel</name>
    <message>
        <source>Checklist</source>
        <translation>Чек-лист</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Память</translation>
    </message>
    <message>
        <source>Batching</source>
        <translation>Батчинг</translation>
    </message>
    <message>
        <source>Spot vs dedicated</source>
        <translation>Спот или выделенные</translation>
    </message>
    <message>
        <source>Serverless vs classic</source>
        <translation>Serverless или классика</translation>
    </message>
    <message>
        <source>Cluster size</source>
        <translation>Размер кластера</translation>
    </message>
    <message>
        <source>Next question ▶</source>
        <translation>Следующий вопрос ▶</translation>
    </message>
    <message>
        <source>Your name (optional)</source>
        <translation>Ваше имя (необязательно)</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Вопрос</translation>
    </message>
    <message>
        <source>Your answer</source>
        <translation>Ваш ответ</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <source>Start again</source>
        <translation>Начать заново</translation>
    </message>
    <message>
        <source>Export results (CSV)…</source>
        <translation>Экспорт результатов (CSV)…</translation>
    </message>
    <message>
        <source>No quiz loaded.</source>
        <translation>Тест не загружен.</translation>
    </message>
    <message>
        <source>%1 · question %2 of %3</source>
        <translation>%1 · вопрос %2 из %3</translation>
    </message>
    <message>
        <source>See the score ▶</source>
        <translation>Посмотреть результат ▶</translation>
    </message>
    <message>
        <source>Right.</source>
        <translation>Верно.</translation>
    </message>
    <message>
        <source>Not quite: the answer is %1.</source>
        <translation>Не совсем: правильный ответ — %1.</translation>
    </message>
    <message>
        <source>Score: %1 of %2 (%3)</source>
        <translation>Результат: %1 из %2 (%3)</translation>
    </message>
    <message>
        <source>✔ right</source>
        <translation>✔ верно</translation>
    </message>
    <message>
        <source>✘ wrong</source>
        <translation>✘ неверно</translation>
    </message>
</context>
<context>
    <name>rightsize::ui::workshop::WalkthroughPanel</name>
    <message>
        <source>◀ Back</source>
        <translation>◀ Назад</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Далее ▶</translation>
    </message>
    <message>
        <source>The case the room works on; it opens in the planner window.</source>
        <translation>Случай, который разбирает аудитория; он открывается в окне планировщика.</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Case:</source>
        <translation>Случай:</translation>
    </message>
    <message>
        <source>Step %1 of %2: %3</source>
        <translation>Шаг %1 из %2: %3</translation>
    </message>
    <message>
        <source>Recommendation</source>
        <translation>Рекомендация</translation>
    </message>
    <message>
        <source>The rule</source>
        <translation>Правило</translation>
    </message>
    <message>
        <source>The common mistake</source>
        <translation>Типичная ошибка</translation>
    </message>
    <message>
        <source>What the planner shows:</source>
        <translation>Что показывает планировщик:</translation>
    </message>
    <message>
        <source>Where to look</source>
        <translation>Куда смотреть</translation>
    </message>
    <message>
        <source>Fields: %1. Chart: %2.</source>
        <translation>Поля: %1. График: %2.</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Шаг %1 из %2</translation>
    </message>
</context>
<context>
    <name>rightsize::ui::workshop::WorkshopWindow</name>
    <message>
        <source>Rightsize workshop</source>
        <translation>Практикум Rightsize</translation>
    </message>
    <message>
        <source>Checklist walkthrough</source>
        <translation>Разбор чек-листа</translation>
    </message>
    <message>
        <source>Exercises</source>
        <translation>Упражнения</translation>
    </message>
    <message>
        <source>Quiz</source>
        <translation>Тест</translation>
    </message>
    <message>
        <source>Presenter mode</source>
        <translation>Режим ведущего</translation>
    </message>
    <message>
        <source>Full-screen checklist slides with their charts (F5).</source>
        <translation>Полноэкранные слайды чек-листа с графиками (F5).</translation>
    </message>
    <message>
        <source>Projector style</source>
        <translation>Стиль для проектора</translation>
    </message>
    <message>
        <source>Large text and high contrast for the whole workshop window.</source>
        <translation>Крупный текст и высокий контраст для всего окна практикума.</translation>
    </message>
    <message>
        <source>Export results…</source>
        <translation>Экспорт результатов…</translation>
    </message>
    <message>
        <source>Export results</source>
        <translation>Экспорт результатов</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Файлы CSV (*.csv)</translation>
    </message>
</context>
<context>
    <name>runGui</name>
    <message>
        <source>Plan the compute for a machine-learning workload.</source>
        <translation>Подбор вычислительных ресурсов для задачи машинного обучения.</translation>
    </message>
    <message>
        <source>Save a picture of the window and exit.</source>
        <translation>Сохранить снимок окна и выйти.</translation>
    </message>
    <message>
        <source>file.png</source>
        <translation>файл.png</translation>
    </message>
    <message>
        <source>Start from a built-in scenario preset.</source>
        <translation>Начать со встроенного шаблона сценария.</translation>
    </message>
    <message>
        <source>id</source>
        <translation>id</translation>
    </message>
    <message>
        <source>name</source>
        <translation>имя</translation>
    </message>
    <message>
        <source>light or dark.</source>
        <translation>light (светлая) или dark (тёмная).</translation>
    </message>
    <message>
        <source>Language of the window: en, ru or de.</source>
        <translation>Язык интерфейса: en, ru или de.</translation>
    </message>
    <message>
        <source>code</source>
        <translation>код</translation>
    </message>
    <message>
        <source>A scenario file to open.</source>
        <translation>Файл сценария для открытия.</translation>
    </message>
    <message>
        <source>rightsize: no translation &quot;%1&quot;; use en, ru or de</source>
        <translation>rightsize: нет перевода «%1»; используйте en, ru или de</translation>
    </message>
    <message>
        <source>The scenario library to use instead of the default.</source>
        <translation>Библиотека сценариев вместо используемой по умолчанию.</translation>
    </message>
    <message>
        <source>path</source>
        <translation>путь</translation>
    </message>
    <message>
        <source>Window size for the screenshot, such as 1280x720.</source>
        <translation>Размер окна для снимка, например 1280x720.</translation>
    </message>
    <message>
        <source>WxH</source>
        <translation>ШxВ</translation>
    </message>
    <message>
        <source>rightsize: cannot use the library %1: %2</source>
        <translation>rightsize: нельзя использовать библиотеку %1: %2</translation>
    </message>
    <message>
        <source>rightsize: --size wants WIDTHxHEIGHT, such as 1280x720</source>
        <translation>rightsize: --size ожидает ШИРИНАxВЫСОТА, например 1280x720</translation>
    </message>
    <message>
        <source>Chart to show: %1.</source>
        <translation>Какой график показать: %1.</translation>
    </message>
    <message>
        <source>rightsize: unknown tab &quot;%1&quot;; use %2</source>
        <translation>rightsize: неизвестная вкладка «%1»; допустимы %2</translation>
    </message>
    <message>
        <source>Show money in this currency (ISO 4217 code) for this run.</source>
        <translation>Показывать суммы в этой валюте (код ISO 4217) в этом запуске.</translation>
    </message>
    <message>
        <source>Units of that currency one US dollar buys.</source>
        <translation>Сколько единиц этой валюты можно купить за один доллар США.</translation>
    </message>
    <message>
        <source>units</source>
        <translation>единицы</translation>
    </message>
    <message>
        <source>The date of that rate, YYYY-MM-DD.</source>
        <translation>Дата этого курса, ГГГГ-ММ-ДД.</translation>
    </message>
    <message>
        <source>date</source>
        <translation>дата</translation>
    </message>
    <message>
        <source>rightsize: --currency, --rate and --rate-date go together</source>
        <translation>rightsize: --currency, --rate и --rate-date указываются вместе</translation>
    </message>
    <message>
        <source>rightsize: no scenario preset &quot;%1&quot;; the presets are: %2</source>
        <translation>rightsize: нет шаблона сценария «%1»; шаблоны: %2</translation>
    </message>
    <message>
        <source>rightsize: --size %1x%2 is too large; a screenshot holds at most 4096x4096 pixels (16.8 million)</source>
        <translation>rightsize: --size %1x%2 слишком велик; снимок экрана вмещает не более 4096x4096 пикселей (16,8 млн)</translation>
    </message>
    <message>
        <source>rightsize: cannot write %1: %2</source>
        <translation>rightsize: не удаётся записать %1: %2</translation>
    </message>
</context>
</TS>
