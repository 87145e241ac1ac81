<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>BuiltinNames</name>
    <message>
        <source>Fine-tune BERT-base for classification</source>
        <translation>BERT-base für Klassifikation feinabstimmen</translation>
    </message>
    <message>
        <source>Fine-tune Llama-2-7B with QLoRA</source>
        <translation>Llama-2-7B mit QLoRA feinabstimmen</translation>
    </message>
    <message>
        <source>Fine-tune Llama-3-8B with LoRA</source>
        <translation>Llama-3-8B mit LoRA feinabstimmen</translation>
    </message>
    <message>
        <source>Continue pre-training Llama-2-70B</source>
        <translation>Vortraining von Llama-2-70B fortsetzen</translation>
    </message>
    <message>
        <source>Serve Llama-2-13B chat</source>
        <translation>Llama-2-13B-Chat bereitstellen</translation>
    </message>
    <message>
        <source>Train ResNet-50 on ImageNet</source>
        <translation>ResNet-50 auf ImageNet trainieren</translation>
    </message>
    <message>
        <source>Join 200 GB of events</source>
        <translation>200 GB Ereignisse verknüpfen (Join)</translation>
    </message>
    <message>
        <source>CPU or GPU? XGBoost on 20M rows</source>
        <translation>CPU oder GPU? XGBoost auf 20 Mio. Zeilen</translation>
    </message>
    <message>
        <source>CPU or GPU? Fine-tune a 110M transformer</source>
        <translation>CPU oder GPU? Einen 110M-Transformer feinabstimmen</translation>
    </message>
    <message>
        <source>CPU or GPU? Sentiment API at 10 req/s</source>
        <translation>CPU oder GPU? Sentiment-API mit 10 Anfragen/s</translation>
    </message>
    <message>
        <source>CPU or GPU? Embed 5M sentences overnight</source>
        <translation>CPU oder GPU? 5 Mio. Sätze über Nacht einbetten</translation>
    </message>
    <message>
        <source>CPU or GPU? Classify 200k images a day</source>
        <translation>CPU oder GPU? 200.000 Bilder am Tag klassifizieren</translation>
    </message>
    <message>
        <source>CPU or GPU? Feature engineering with joins and UDFs</source>
        <translation>CPU oder GPU? Feature Engineering mit Joins und UDFs</translation>
    </message>
    <message>
        <source>Memory tier: 50M-parameter CNN, fp32 training, batch 64</source>
        <translation>Speicherklasse: CNN mit 50M Parametern, fp32-Training, Batch 64</translation>
    </message>
    <message>
        <source>Memory tier: 1.3B LM, fp16 inference, batch 1</source>
        <translation>Speicherklasse: 1,3B-Sprachmodell, fp16-Inferenz, Batch 1</translation>
    </message>
    <message>
        <source>Memory tier: 7B LM, fp16 inference, batch 2</source>
        <translation>Speicherklasse: 7B-Sprachmodell, fp16-Inferenz, Batch 2</translation>
    </message>
    <message>
        <source>Real-time image classification API</source>
        <translation>Echtzeit-API zur Bildklassifikation</translation>
    </message>
    <message>
        <source>Mini challenge: text classification API</source>
        <translation>Mini-Aufgabe: API zur Textklassifikation</translation>
    </message>
    <message>
        <source>Batch pipeline: 1M texts to embeddings</source>
        <translation>Batch-Pipeline: 1 Mio. Texte zu Embeddings</translation>
    </message>
    <message>
        <source>Fine-tune Qwen3-8B with LoRA: 1x A10 or 1x H100 serverless</source>
        <translation>Qwen3-8B mit LoRA feinabstimmen: 1× A10 oder 1× H100 serverlos</translation>
    </message>
    <message>
        <source>Serve a fine-tuned open model or pay a frontier API per million tokens</source>
        <translation>Ein feinabgestimmtes offenes Modell bereitstellen oder eine Frontier-API pro Million Tokens bezahlen</translation>
    </message>
    <message>
        <source>Kimi K2 inference on one 8-GPU node</source>
        <translation>Kimi-K2-Inferenz auf einem Knoten mit 8 GPUs</translation>
    </message>
    <message>
        <source>8 vCPU compute-optimised (AWS c7i.2xlarge class)</source>
        <translation>8 vCPU, rechenoptimiert (Klasse AWS c7i.2xlarge)</translation>
    </message>
    <message>
        <source>32 vCPU general-purpose (AWS m7i.8xlarge class)</source>
        <translation>32 vCPU, Allzweck (Klasse AWS m7i.8xlarge)</translation>
    </message>
    <message>
        <source>64 vCPU compute-optimised (AWS c7i.16xlarge class)</source>
        <translation>64 vCPU, rechenoptimiert (Klasse AWS c7i.16xlarge)</translation>
    </message>
    <message>
        <source>96 vCPU memory-optimised (AWS r7i.24xlarge class)</source>
        <translation>96 vCPU, speicheroptimiert (Klasse AWS r7i.24xlarge)</translation>
    </message>
    <message>
        <source>2x Intel Xeon Platinum 8480+ server (112 cores)</source>
        <translation>Server mit 2× Intel Xeon Platinum 8480+ (112 Kerne)</translation>
    </message>
    <message>
        <source>AMD Ryzen 7 2700 desktop (8 cores)</source>
        <translation>Desktop mit AMD Ryzen 7 2700 (8 Kerne)</translation>
    </message>
    <message>
        <source>64 vCPU Arm compute-optimised (AWS c8g.16xlarge, Graviton4)</source>
        <translation>64 vCPU Arm, rechenoptimiert (AWS c8g.16xlarge, Graviton4)</translation>
    </message>
    <message>
        <source>64 vCPU AMD compute-optimised (AWS c7a.16xlarge, EPYC Genoa)</source>
        <translation>64 vCPU AMD, rechenoptimiert (AWS c7a.16xlarge, EPYC Genoa)</translation>
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
        <translation>Für diese Option nicht so angeboten.</translation>
    </message>
    <message>
        <source>No offer of the device prices this mode.</source>
        <translation>Kein Angebot des Geräts nennt für diese Art einen Preis.</translation>
    </message>
    <message>
        <source>a classic cluster</source>
        <translation>ein klassischer Cluster</translation>
    </message>
    <message>
        <source>bare instances, billed while the job runs</source>
        <translation>reine Instanzen, berechnet solange der Job läuft</translation>
    </message>
    <message>
        <source>kept up 730 h a month</source>
        <translation>730 h im Monat in Betrieb</translation>
    </message>
    <message>
        <source>%1× %2</source>
        <translation>%1× %2</translation>
    </message>
    <message>
        <source>Not offered</source>
        <translation>Nicht angeboten</translation>
    </message>
    <message>
        <source>Way of buying</source>
        <translation>Art des Kaufs</translation>
    </message>
    <message>
        <source>Rented</source>
        <translation>Gemietet</translation>
    </message>
    <message>
        <source>Per hour</source>
        <translation>Pro Stunde</translation>
    </message>
    <message>
        <source>Billed a run</source>
        <translation>Berechnet je Lauf</translation>
    </message>
    <message>
        <source>Per run</source>
        <translation>Pro Lauf</translation>
    </message>
    <message>
        <source>Per day</source>
        <translation>Pro Tag</translation>
    </message>
    <message>
        <source>Per month</source>
        <translation>Pro Monat</translation>
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
        <translation>On demand, reine Instanzen</translation>
    </message>
    <message>
        <source>Spot, bare instances</source>
        <translation>Spot, reine Instanzen</translation>
    </message>
    <message>
        <source>On demand, classic cluster</source>
        <translation>On demand, klassischer Cluster</translation>
    </message>
    <message>
        <source>Spot, classic cluster</source>
        <translation>Spot, klassischer Cluster</translation>
    </message>
    <message>
        <source>Reserved 1 year, classic cluster</source>
        <translation>Reserviert 1 Jahr, klassischer Cluster</translation>
    </message>
    <message>
        <source>Reserved 1 year, bare instances</source>
        <translation>Reserviert 1 Jahr, reine Instanzen</translation>
    </message>
    <message>
        <source>a classic cluster: %1 start-up and %2 idle before it stops, billed when a run finds it stopped</source>
        <translation>ein klassischer Cluster: %1 Start und %2 Leerlauf vor dem Stopp, berechnet, wenn ein Lauf ihn gestoppt vorfindet</translation>
    </message>
    <message>
        <source>a run takes %1, so runs follow back to back: %2 a month</source>
        <translation>ein Lauf dauert %1, also folgen die Läufe direkt aufeinander: %2 im Monat</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Runs a day</source>
        <translation>Läufe am Tag</translation>
    </message>
    <message>
        <source>Start-up and idle a day</source>
        <translation>Start und Leerlauf am Tag</translation>
    </message>
    <message>
        <source>✓ the cheapest way that can be paid; ≈ an estimated or stand-in price. A day costs its runs plus its start-up and idle time.</source>
        <translation>✓ der günstigste bezahlbare Weg; ≈ ein geschätzter oder stellvertretender Preis. Ein Tag kostet seine Läufe plus Start- und Leerlaufzeit.</translation>
    </message>
    <message>
        <source>the price is an estimate</source>
        <translation>der Preis ist eine Schätzung</translation>
    </message>
    <message>
        <source>no spot offer: the on-demand price stands in</source>
        <translation>kein Spot-Angebot: der On-demand-Preis steht dafür</translation>
    </message>
    <message>
        <source>spot restart overhead priced in: %1 of checkpoints, lost work and restarts a run</source>
        <translation>Spot-Neustartaufwand eingerechnet: %1 für Checkpoints, verlorene Arbeit und Neustarts je Lauf</translation>
    </message>
    <message>
        <source>the offer&apos;s spot price; an interruption takes a replica away until it is replaced</source>
        <translation>der Spot-Preis des Angebots; eine Unterbrechung nimmt ein Replikat weg, bis es ersetzt ist</translation>
    </message>
    <message>
        <source>no reserved offer: the on-demand price stands in, billed for the hours used</source>
        <translation>kein Reserved-Angebot: der On-demand-Preis steht dafür, berechnet für die genutzten Stunden</translation>
    </message>
    <message>
        <source>a 1-year commitment: %1 instance-hours a month billed whether used or not; it costs less than on demand from %2 runs a day</source>
        <translation>eine Verpflichtung für 1 Jahr: %1 Instanzstunden im Monat, berechnet ob genutzt oder nicht; günstiger als On demand ab %2 Läufen am Tag</translation>
    </message>
    <message>
        <source>a 1-year commitment: %1 instance-hours a month billed whether used or not</source>
        <translation>eine Verpflichtung für 1 Jahr: %1 Instanzstunden im Monat, berechnet ob genutzt oder nicht</translation>
    </message>
    <message>
        <source>billed per second of work; the start-up is waited for, not billed</source>
        <translation>je Sekunde Arbeit abgerechnet; auf den Start wird gewartet, er wird nicht berechnet</translation>
    </message>
    <message>
        <source>billed per second while it serves</source>
        <translation>je Sekunde abgerechnet, solange es bedient</translation>
    </message>
</context>
<context>
    <name>Checklist</name>
    <message>
        <source>Identify the workload</source>
        <translation>Den Workload bestimmen</translation>
    </message>
    <message>
        <source>Is it training or inference, a batch job or an online service? What are the peak requests per second and the latency target?</source>
        <translation>Ist es Training oder Inferenz, ein Batch-Job oder ein Online-Dienst? Wie hoch ist die Spitzenlast in Anfragen pro Sekunde und das Latenzziel?</translation>
    </message>
    <message>
        <source>The kind of job decides which numbers matter: a batch job is judged by hours and total cost, an online service by p95 latency at peak load and the cost per hour.</source>
        <translation>Die Art des Jobs entscheidet, welche Zahlen zählen: ein Batch-Job wird nach Stunden und Gesamtkosten beurteilt, ein Online-Dienst nach der p95-Latenz bei Spitzenlast und den Kosten pro Stunde.</translation>
    </message>
    <message>
        <source>Sizing an API as if it were a batch job: its throughput looks fine while the slowest requests miss the target.</source>
        <translation>Eine API wie einen Batch-Job dimensionieren: der Durchsatz sieht gut aus, während die langsamsten Anfragen das Ziel verfehlen.</translation>
    </message>
    <message>
        <source>The planner flags a missed latency target at the peak rate.</source>
        <translation>Der Planer meldet ein verfehltes Latenzziel bei Spitzenlast.</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Model preset</source>
        <translation>Modellvorlage</translation>
    </message>
    <message>
        <source>Peak requests/s</source>
        <translation>Spitze Anfragen/s</translation>
    </message>
    <message>
        <source>p95 target</source>
        <translation>p95-Ziel</translation>
    </message>
    <message>
        <source>Estimate memory</source>
        <translation>Speicher abschätzen</translation>
    </message>
    <message>
        <source>How much memory per device do the weights, gradients, optimizer state, activations and KV cache need?</source>
        <translation>Wie viel Speicher pro Gerät brauchen Gewichte, Gradienten, Optimizer-Zustand, Aktivierungen und KV-Cache?</translation>
    </message>
    <message>
        <source>Precision, batch and sequence length drive the total. Keep at least 10% free; if it does not fit, lower the batch or the precision, shard the model or take a larger device.</source>
        <translation>Genauigkeit, Batch und Sequenzlänge bestimmen die Summe. Mindestens 10 % frei lassen; passt es nicht, Batch oder Genauigkeit senken, das Modell sharden oder ein größeres Gerät nehmen.</translation>
    </message>
    <message>
        <source>Ignoring memory until the job crashes: out of memory, or so little headroom that a longer input breaks it.</source>
        <translation>Den Speicher ignorieren, bis der Job abstürzt: Speicher voll oder so wenig Reserve, dass eine längere Eingabe ihn sprengt.</translation>
    </message>
    <message>
        <source>Red bars past the capacity line, or a low-headroom warning under 10%.</source>
        <translation>Rote Balken über der Kapazitätslinie oder eine Warnung bei weniger als 10 % Reserve.</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>Genauigkeit</translation>
    </message>
    <message>
        <source>Batch size</source>
        <translation>Batch-Größe</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>Sequenzlänge</translation>
    </message>
    <message>
        <source>Recomputation</source>
        <translation>Neuberechnung</translation>
    </message>
    <message>
        <source>Pick compute</source>
        <translation>Rechenleistung wählen</translation>
    </message>
    <message>
        <source>Does the work suit a GPU (dense arithmetic over many values) or a CPU (branches, joins, modest data)?</source>
        <translation>Passt die Arbeit zu einer GPU (dichte Arithmetik über viele Werte) oder zu einer CPU (Verzweigungen, Joins, mäßige Datenmengen)?</translation>
    </message>
    <message>
        <source>Deep networks go to GPUs; classic ML and control-heavy code go to CPUs; mixed flows use both. Estimate both rather than assume: large tree ensembles can gain on a GPU too.</source>
        <translation>Tiefe Netze gehören auf GPUs, klassisches ML und verzweigungsreicher Code auf CPUs, gemischte Abläufe nutzen beide. Beides abschätzen statt annehmen: auch große Baum-Ensembles können auf einer GPU gewinnen.</translation>
    </message>
    <message>
        <source>Over-buying: a big GPU for a small model at low traffic sits mostly idle.</source>
        <translation>Überdimensionierung: eine große GPU für ein kleines Modell bei wenig Verkehr ist meist untätig.</translation>
    </message>
    <message>
        <source>Predicted GPU utilisation under 20% (over-buying), or a compute-optimised CPU for memory-bound work.</source>
        <translation>Vorhergesagte GPU-Auslastung unter 20 % (überdimensioniert) oder eine rechenoptimierte CPU für speichergebundene Arbeit.</translation>
    </message>
    <message>
        <source>Candidate devices</source>
        <translation>Kandidaten-Geräte</translation>
    </message>
    <message>
        <source>Device counts</source>
        <translation>Geräteanzahlen</translation>
    </message>
    <message>
        <source>Right-size</source>
        <translation>Richtig dimensionieren</translation>
    </message>
    <message>
        <source>Which is the smallest option that fits and meets the deadline, the latency target and the budget?</source>
        <translation>Welches ist die kleinste Option, die passt und Frist, Latenzziel und Budget einhält?</translation>
    </message>
    <message>
        <source>Compare the total cost of the job (price per hour × hours), not the hourly price: a faster, dearer device can cost less overall. Leave headroom for peaks and SLOs.</source>
        <translation>Die Gesamtkosten des Jobs (Preis pro Stunde × Stunden) vergleichen, nicht den Stundenpreis: ein schnelleres, teureres Gerät kann insgesamt weniger kosten. Reserve für Spitzen und SLOs lassen.</translation>
    </message>
    <message>
        <source>Choosing by hourly price alone, or running past a platform&apos;s time cap without checkpoints.</source>
        <translation>Nur nach Stundenpreis wählen oder ohne Checkpoints über das Zeitlimit einer Plattform hinaus laufen.</translation>
    </message>
    <message>
        <source>A missed deadline or budget, or a run longer than the platform allows.</source>
        <translation>Eine verfehlte Frist oder ein überschrittenes Budget oder ein Lauf, der länger ist, als die Plattform erlaubt.</translation>
    </message>
    <message>
        <source>Deadline</source>
        <translation>Frist</translation>
    </message>
    <message>
        <source>Budget per hour</source>
        <translation>Budget pro Stunde</translation>
    </message>
    <message>
        <source>Total budget</source>
        <translation>Gesamtbudget</translation>
    </message>
    <message>
        <source>Pricing mode</source>
        <translation>Preismodell</translation>
    </message>
    <message>
        <source>Optimise</source>
        <translation>Optimieren</translation>
    </message>
    <message>
        <source>What makes the chosen option faster or cheaper without new hardware?</source>
        <translation>Was macht die gewählte Option ohne neue Hardware schneller oder günstiger?</translation>
    </message>
    <message>
        <source>Mixed precision, micro-batching for serving, more data-loader workers and prefetch, quantisation for inference, and caching remote data on local NVMe.</source>
        <translation>Mixed Precision, Micro-Batching beim Serving, mehr Data-Loader-Worker und Prefetch, Quantisierung für die Inferenz und Caching entfernter Daten auf lokaler NVMe.</translation>
    </message>
    <message>
        <source>Starving the GPU with a slow CPU data pipeline, or serving on a GPU one request at a time.</source>
        <translation>Die GPU mit einer langsamen CPU-Datenpipeline aushungern oder auf einer GPU eine Anfrage nach der anderen bedienen.</translation>
    </message>
    <message>
        <source>A CPU-bound pipeline (supply below what the GPU consumes) or no batching window on a GPU service.</source>
        <translation>Eine CPU-gebundene Pipeline (liefert weniger, als die GPU verbraucht) oder kein Batching-Fenster bei einem GPU-Dienst.</translation>
    </message>
    <message>
        <source>Mixed precision</source>
        <translation>Mixed Precision</translation>
    </message>
    <message>
        <source>Micro-batch</source>
        <translation>Micro-Batch</translation>
    </message>
    <message>
        <source>Loader workers</source>
        <translation>Loader-Worker</translation>
    </message>
    <message>
        <source>Batch window</source>
        <translation>Batch-Fenster</translation>
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
        <translation>Objekt erwartet</translation>
    </message>
    <message>
        <source>expected a non-empty text</source>
        <translation>nicht leerer Text erwartet</translation>
    </message>
    <message>
        <source>expected a text</source>
        <translation>Text erwartet</translation>
    </message>
    <message>
        <source>the id &quot;%1&quot; is used twice</source>
        <translation>die Id „%1“ kommt zweimal vor</translation>
    </message>
    <message>
        <source>give either &quot;preset&quot; (a scenario preset id) or &quot;scenario&quot; (a scenario object), not both or neither</source>
        <translation>entweder &quot;preset&quot; (Id einer Szenario-Vorlage) oder &quot;scenario&quot; (ein Szenario-Objekt) angeben, nicht beides und nicht keins</translation>
    </message>
    <message>
        <source>no scenario preset with the id &quot;%1&quot;</source>
        <translation>keine Szenario-Vorlage mit der Id „%1“</translation>
    </message>
    <message>
        <source>expected a scenario object</source>
        <translation>Szenario-Objekt erwartet</translation>
    </message>
    <message>
        <source>expected &quot;device_kind&quot;, &quot;memory_tier&quot; or &quot;meets_constraints&quot;</source>
        <translation>&quot;device_kind&quot;, &quot;memory_tier&quot; oder &quot;meets_constraints&quot; erwartet</translation>
    </message>
    <message>
        <source>expected a share from 0 to 0.9</source>
        <translation>Anteil von 0 bis 0.9 erwartet</translation>
    </message>
    <message>
        <source>expected a list of 2 to 6 choices</source>
        <translation>Liste mit 2 bis 6 Auswahlmöglichkeiten erwartet</translation>
    </message>
    <message>
        <source>expected an object with a non-empty &quot;label&quot; and &quot;value&quot;</source>
        <translation>Objekt mit nicht leerem &quot;label&quot; und &quot;value&quot; erwartet</translation>
    </message>
    <message>
        <source>the value &quot;%1&quot; is used twice</source>
        <translation>der Wert „%1“ kommt zweimal vor</translation>
    </message>
    <message>
        <source>only the last tier may be open-ended</source>
        <translation>nur die letzte Stufe darf nach oben offen sein</translation>
    </message>
    <message>
        <source>expected tiers in GiB, growing from the first choice to the last</source>
        <translation>Stufen in GiB erwartet, von der ersten bis zur letzten Auswahl wachsend</translation>
    </message>
    <message>
        <source>the rule &quot;%1&quot; needs a choice with the value &quot;%2&quot;</source>
        <translation>die Regel „%1“ braucht eine Auswahl mit dem Wert „%2“</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not the value of any choice</source>
        <translation>„%1“ ist nicht der Wert einer Auswahl</translation>
    </message>
    <message>
        <source>The file is too large to be an exercise file.</source>
        <translation>Die Datei ist zu groß für eine Übungsdatei.</translation>
    </message>
    <message>
        <source>Not valid JSON at byte %1: %2</source>
        <translation>Kein gültiges JSON bei Byte %1: %2</translation>
    </message>
    <message>
        <source>Expected a JSON object at the top level.</source>
        <translation>Auf oberster Ebene wird ein JSON-Objekt erwartet.</translation>
    </message>
    <message>
        <source>expected &quot;%1&quot;</source>
        <translation>„%1“ erwartet</translation>
    </message>
    <message>
        <source>expected a whole number</source>
        <translation>ganze Zahl erwartet</translation>
    </message>
    <message>
        <source>This exercise file is version %1; this program reads version %2 and older. Use a newer Rightsize.</source>
        <translation>Diese Übungsdatei hat Version %1; dieses Programm liest Version %2 und älter. Verwenden Sie ein neueres Rightsize.</translation>
    </message>
    <message>
        <source>expected a non-empty list</source>
        <translation>nicht leere Liste erwartet</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>%1 is too large to be an exercise file.</source>
        <translation>%1 ist zu groß für eine Übungsdatei.</translation>
    </message>
    <message>
        <source>Cannot save %1: %2</source>
        <translation>%1 kann nicht gespeichert werden: %2</translation>
    </message>
    <message>
        <source>No scenario preset with the id &quot;%1&quot;.</source>
        <translation>Keine Szenario-Vorlage mit der Id „%1“.</translation>
    </message>
    <message>
        <source>The exercise&apos;s scenario is not valid: %1</source>
        <translation>Das Szenario der Übung ist ungültig: %1</translation>
    </message>
    <message>
        <source>The planner cannot plan this case: %1</source>
        <translation>Der Planer kann diesen Fall nicht planen: %1</translation>
    </message>
    <message>
        <source>No option holds this case in memory, so there is no device to name.</source>
        <translation>Keine Option fasst diesen Fall im Speicher, daher gibt es kein Gerät zu nennen.</translation>
    </message>
    <message>
        <source>The plan has no single-device option to read the memory need from.</source>
        <translation>Der Plan hat keine Option mit einem Gerät, aus der sich der Speicherbedarf ablesen lässt.</translation>
    </message>
    <message>
        <source>No listed tier holds %1 GiB with the required headroom.</source>
        <translation>Keine der genannten Stufen fasst %1 GiB mit der nötigen Reserve.</translation>
    </message>
    <message>
        <source>The planner&apos;s answer &quot;%1&quot; is not among the choices.</source>
        <translation>Die Antwort des Planers „%1“ ist nicht unter den Auswahlmöglichkeiten.</translation>
    </message>
</context>
<context>
    <name>ExplanationWording</name>
    <message>
        <source>Total = price per hour × billed hours</source>
        <translation>Gesamt = Preis pro Stunde × abgerechnete Stunden</translation>
    </message>
    <message>
        <source>Total, low</source>
        <translation>Gesamt, niedrig</translation>
    </message>
    <message>
        <source>Total, high</source>
        <translation>Gesamt, hoch</translation>
    </message>
    <message>
        <source>Per million tokens</source>
        <translation>Pro Million Tokens</translation>
    </message>
    <message>
        <source>Per million requests</source>
        <translation>Pro Million Anfragen</translation>
    </message>
    <message>
        <source>Trainable parameters</source>
        <translation>Trainierbare Parameter</translation>
    </message>
    <message>
        <source>Frozen parameters</source>
        <translation>Eingefrorene Parameter</translation>
    </message>
    <message>
        <source>Weight bytes per trainable parameter</source>
        <translation>Gewichtsbytes pro trainierbarem Parameter</translation>
    </message>
    <message>
        <source>Gradient bytes per trainable parameter</source>
        <translation>Gradientenbytes pro trainierbarem Parameter</translation>
    </message>
    <message>
        <source>Optimizer bytes per trainable parameter</source>
        <translation>Optimiererbytes pro trainierbarem Parameter</translation>
    </message>
    <message>
        <source>Weight bytes per frozen parameter</source>
        <translation>Gewichtsbytes pro eingefrorenem Parameter</translation>
    </message>
    <message>
        <source>Devices one copy of the model is split over</source>
        <translation>Geräte, auf die sich eine Kopie des Modells verteilt</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>Schichten</translation>
    </message>
    <message>
        <source>Hidden size</source>
        <translation>Hidden Size</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>Sequenzlänge</translation>
    </message>
    <message>
        <source>Micro-batch</source>
        <translation>Micro-Batch</translation>
    </message>
    <message>
        <source>Activation bytes per layer</source>
        <translation>Aktivierungsbytes pro Schicht</translation>
    </message>
    <message>
        <source>KV cache bytes per token</source>
        <translation>KV-Cache-Bytes pro Token</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>Gewichte</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>Gradienten</translation>
    </message>
    <message>
        <source>Optimizer state</source>
        <translation>Optimizer</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>Aktivierungen</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV-Cache</translation>
    </message>
    <message>
        <source>Runtime overhead</source>
        <translation>Laufzeitumgebung</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <source>Usable capacity</source>
        <translation>Nutzbare Kapazität</translation>
    </message>
    <message>
        <source>Forward FLOPs per sample</source>
        <translation>Vorwärts-FLOPs pro Beispiel</translation>
    </message>
    <message>
        <source>FLOPs per device per step</source>
        <translation>FLOPs pro Gerät und Schritt</translation>
    </message>
    <message>
        <source>Model FLOPs per device per step</source>
        <translation>Modell-FLOPs pro Gerät und Schritt</translation>
    </message>
    <message>
        <source>Peak FLOP rate</source>
        <translation>Spitzen-FLOP-Rate</translation>
    </message>
    <message>
        <source>Share of peak the device sustains</source>
        <translation>Dauerhaft erreichter Anteil der Spitze</translation>
    </message>
    <message>
        <source>Framework efficiency</source>
        <translation>Effizienz des Frameworks</translation>
    </message>
    <message>
        <source>Memory bandwidth</source>
        <translation>Speicherbandbreite</translation>
    </message>
    <message>
        <source>Compute</source>
        <translation>Rechnen</translation>
    </message>
    <message>
        <source>Memory traffic</source>
        <translation>Speicherverkehr</translation>
    </message>
    <message>
        <source>Communication (not hidden)</source>
        <translation>Kommunikation (nicht verdeckt)</translation>
    </message>
    <message>
        <source>Pipeline bubble</source>
        <translation>Pipeline-Blase</translation>
    </message>
    <message>
        <source>Optimizer step</source>
        <translation>Optimizer-Schritt</translation>
    </message>
    <message>
        <source>Kernel gaps</source>
        <translation>Lücken zwischen Kernels</translation>
    </message>
    <message>
        <source>Device work</source>
        <translation>Arbeit des Geräts</translation>
    </message>
    <message>
        <source>Host issuing the work (runs alongside)</source>
        <translation>Host gibt die Arbeit aus (läuft parallel)</translation>
    </message>
    <message>
        <source>Data pipeline per step (runs alongside)</source>
        <translation>Datenpipeline pro Schritt (läuft parallel)</translation>
    </message>
    <message>
        <source>Step time (the longest of device, host and data)</source>
        <translation>Schrittzeit (die längste von Gerät, Host und Daten)</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Schritte</translation>
    </message>
    <message>
        <source>Samples the data pipeline supplies</source>
        <translation>Beispiele, die die Datenpipeline liefert</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>Durchsatz</translation>
    </message>
    <message>
        <source>Samples in the job</source>
        <translation>Beispiele im Auftrag</translation>
    </message>
    <message>
        <source>Model FLOPs utilisation</source>
        <translation>Modell-FLOPs-Auslastung (MFU)</translation>
    </message>
    <message>
        <source>Job time, expected</source>
        <translation>Jobdauer, erwartet</translation>
    </message>
    <message>
        <source>Job time, low</source>
        <translation>Jobdauer, niedrig</translation>
    </message>
    <message>
        <source>Job time, high</source>
        <translation>Jobdauer, hoch</translation>
    </message>
    <message>
        <source>p50 latency</source>
        <translation>p50-Latenz</translation>
    </message>
    <message>
        <source>p95 latency</source>
        <translation>p95-Latenz</translation>
    </message>
    <message>
        <source>Replicas</source>
        <translation>Replikate</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>FLOP</source>
        <translation>FLOP</translation>
    </message>
    <message>
        <source>FLOP/s</source>
        <translation>FLOP/s</translation>
    </message>
    <message>
        <source>B/s</source>
        <translation>B/s</translation>
    </message>
    <message>
        <source>s</source>
        <translation>s</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>h</source>
        <translation>h</translation>
    </message>
    <message>
        <source>/s</source>
        <translation>/s</translation>
    </message>
    <message>
        <source>USD</source>
        <translation>USD</translation>
    </message>
    <message>
        <source>USD/h</source>
        <translation>USD/h</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>Tokens</translation>
    </message>
    <message>
        <source>samples</source>
        <translation>Samples</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>Memory per device</source>
        <translation>Speicher pro Gerät</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>%1/h</source>
        <translation>%1/h</translation>
    </message>
    <message>
        <source>Devices the run uses</source>
        <translation>Geräte, die der Lauf nutzt</translation>
    </message>
    <message>
        <source>Instances rented (sold whole)</source>
        <translation>Gemietete Instanzen (nur ganz verkauft)</translation>
    </message>
    <message>
        <source>Devices per instance</source>
        <translation>Geräte pro Instanz</translation>
    </message>
    <message>
        <source>Devices paid for, idle ones included</source>
        <translation>Bezahlte Geräte, ungenutzte eingeschlossen</translation>
    </message>
    <message>
        <source>Price per instance-hour</source>
        <translation>Preis pro Instanzstunde</translation>
    </message>
    <message>
        <source>Price per hour = instances × instance price</source>
        <translation>Preis pro Stunde = Instanzen × Instanzpreis</translation>
    </message>
    <message>
        <source>Start-up, billed</source>
        <translation>Start, abgerechnet</translation>
    </message>
    <message>
        <source>Checkpoints, lost work and restarts</source>
        <translation>Checkpoints, verlorene Arbeit und Neustarts</translation>
    </message>
    <message>
        <source>Idle before the cluster stops</source>
        <translation>Leerlauf, bis der Cluster stoppt</translation>
    </message>
    <message>
        <source>Billed hours = the terms above</source>
        <translation>Abgerechnete Stunden = die Posten oben</translation>
    </message>
    <message>
        <source>torch.compile, once per job</source>
        <translation>torch.compile, einmal pro Job</translation>
    </message>
    <message>
        <source>Devices the routed experts are split over</source>
        <translation>Geräte, auf die die gerouteten Experten verteilt sind</translation>
    </message>
    <message>
        <source>Data-parallel replicas</source>
        <translation>Datenparallele Replikate</translation>
    </message>
    <message>
        <source>ZeRO stage (4: stage 3 within a node)</source>
        <translation>ZeRO-Stufe (4: Stufe 3 innerhalb eines Knotens)</translation>
    </message>
    <message>
        <source>Recomputation (1: selective, 2: full)</source>
        <translation>Neuberechnung (1: selektiv, 2: vollständig)</translation>
    </message>
    <message>
        <source>Devices each sequence is split over</source>
        <translation>Geräte, auf die jede Sequenz aufgeteilt wird</translation>
    </message>
</context>
<context>
    <name>HelpDialogs</name>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Rightsize %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Plans the compute for a machine-learning workload: CPU or GPU, which device, how many, whether it fits, how long it runs and what it costs.&lt;/p&gt;&lt;p&gt;Licensed under the MIT licence. Copyright © 2026 The Rightsize developers.&lt;/p&gt;&lt;p&gt;Built with Qt %2 (LGPLv3), QCustomPlot (GPLv3), SQLite (public domain), nlohmann/json (MIT) and Google Benchmark (Apache 2.0).&lt;/p&gt;&lt;p&gt;Prices in the built-in catalog carry the date and source they were taken from; they move, so check them before you sign a budget.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Rightsize %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Plant die Rechenleistung für eine Machine-Learning-Aufgabe: CPU oder GPU, welches Gerät, wie viele, ob das Modell passt, wie lange es läuft und was es kostet.&lt;/p&gt;&lt;p&gt;Lizenziert unter der MIT-Lizenz. Copyright © 2026 Die Rightsize-Entwickler.&lt;/p&gt;&lt;p&gt;Gebaut mit Qt %2 (LGPLv3), QCustomPlot (GPLv3), SQLite (gemeinfrei), nlohmann/json (MIT) und Google Benchmark (Apache 2.0).&lt;/p&gt;&lt;p&gt;Die Preise im eingebauten Katalog tragen Datum und Quelle; sie ändern sich, prüfen Sie sie also, bevor Sie ein Budget freigeben.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About Rightsize</source>
        <translation>Über Rightsize</translation>
    </message>
    <message>
        <source>Rightsize user guide</source>
        <translation>Rightsize-Handbuch</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Rightsize in five steps&lt;/h2&gt;&lt;ol&gt;&lt;li&gt;&lt;b&gt;Describe the workload.&lt;/b&gt; Pick a preset from the Scenario menu or the box at the top of the editor, then change what differs: training or inference, the model, the data, the load.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Check the memory.&lt;/b&gt; The Memory fit tab shows what each device must hold. A red outline means it does not fit; the planner then tries recomputation, sharding and splitting the model for you.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Choose the candidates.&lt;/b&gt; Leave every catalog device ticked to let the planner search, or tick the ones you can actually rent and give their counts.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Right-size.&lt;/b&gt; Set a deadline, a budget and the pricing mode (on-demand, spot, reserved, serverless). The Time vs cost tab shows every option with its range and the Pareto front; the recommendation on the right is the cheapest option that meets your limits.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Optimise.&lt;/b&gt; Read the findings: each names a common mistake with the fix, such as a starved GPU, no batching for serving, or an instance family that runs out of RAM.&lt;/li&gt;&lt;/ol&gt;&lt;h3&gt;Keeping and sharing work&lt;/h3&gt;&lt;p&gt;The Library on the left keeps the scenarios you save (File → Save), each with its history of versions; it changes only when you save. Until then the scenario you are editing is kept safe against a crash and offered back the next time Rightsize starts. Presets, examples and workshop cases always open as a new scenario, so they never change one you saved. File → Export PDF report writes the recommendation for the person who signs the budget. Scenario files are plain JSON and open on any machine with Rightsize.&lt;/p&gt;&lt;h3&gt;The command line&lt;/h3&gt;&lt;p&gt;&lt;tt&gt;rightsize estimate FILE&lt;/tt&gt; prints the plan as JSON or a table, &lt;tt&gt;rightsize report FILE -o OUT.pdf&lt;/tt&gt; writes the report, &lt;tt&gt;rightsize scenarios&lt;/tt&gt; manages the library. See &lt;tt&gt;rightsize --help&lt;/tt&gt;.&lt;/p&gt;&lt;h3&gt;Teaching&lt;/h3&gt;&lt;p&gt;The Workshop menu has a walkthrough of the checklist, exercises, a quiz and a presenter mode (F5).&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Rightsize in fünf Schritten&lt;/h2&gt;&lt;ol&gt;&lt;li&gt;&lt;b&gt;Beschreiben Sie die Aufgabe.&lt;/b&gt; Wählen Sie eine Vorlage im Menü „Szenario“ oder im Feld oben im Editor und ändern Sie, was abweicht: Training oder Inferenz, das Modell, die Daten, die Last.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Prüfen Sie den Speicher.&lt;/b&gt; Der Reiter „Speicher“ zeigt, was jedes Gerät halten muss. Ein roter Rahmen heißt: passt nicht; der Planer versucht dann selbst Neuberechnung, Sharding und Aufteilen des Modells.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Wählen Sie die Kandidaten.&lt;/b&gt; Lassen Sie alle Geräte des Katalogs angehakt, damit der Planer sucht, oder haken Sie die an, die Sie wirklich mieten können, mit ihrer Anzahl.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Dimensionieren Sie.&lt;/b&gt; Legen Sie Termin, Budget und Abrechnungsart fest (on demand, Spot, reserviert, serverless). Der Reiter „Zeit und Kosten“ zeigt alle Optionen mit ihrer Spanne und die Pareto-Front; die Empfehlung rechts ist die günstigste Option in Ihren Grenzen.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Optimieren Sie.&lt;/b&gt; Lesen Sie die Hinweise: jeder nennt einen typischen Fehler mit der Abhilfe, etwa eine ausgehungerte GPU, fehlendes Batching beim Serving oder eine Instanzfamilie, der der Arbeitsspeicher ausgeht.&lt;/li&gt;&lt;/ol&gt;&lt;h3&gt;Arbeit behalten und teilen&lt;/h3&gt;&lt;p&gt;Die Bibliothek links bewahrt die Szenarien, die Sie speichern („Datei → Speichern“), jedes mit seinem Versionsverlauf; sie ändert sich nur beim Speichern. Bis dahin ist das bearbeitete Szenario gegen einen Absturz gesichert und wird beim nächsten Start von Rightsize zur Wiederherstellung angeboten. Vorlagen, Beispiele und Workshop-Fälle öffnen sich immer als neues Szenario und ändern nie ein gespeichertes. „Datei → PDF-Bericht exportieren“ schreibt die Empfehlung für die Person, die das Budget freigibt. Szenariodateien sind schlichtes JSON und öffnen sich auf jedem Rechner mit Rightsize.&lt;/p&gt;&lt;h3&gt;Die Kommandozeile&lt;/h3&gt;&lt;p&gt;&lt;tt&gt;rightsize estimate FILE&lt;/tt&gt; gibt den Plan als JSON oder Tabelle aus, &lt;tt&gt;rightsize report FILE -o OUT.pdf&lt;/tt&gt; schreibt den Bericht, &lt;tt&gt;rightsize scenarios&lt;/tt&gt; verwaltet die Bibliothek. Siehe &lt;tt&gt;rightsize --help&lt;/tt&gt;.&lt;/p&gt;&lt;h3&gt;Unterricht&lt;/h3&gt;&lt;p&gt;Das Menü „Workshop“ bietet einen Durchgang durch die Checkliste, Übungen, ein Quiz und einen Präsentationsmodus (F5).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;A team library&lt;/h3&gt;&lt;p&gt;File → Open team library… opens a library the team shares on a PostgreSQL server (a postgresql:// URL or service=NAME; the password comes from ~/.pgpass, the service file or PGPASSWORD and is never stored) or another library file. File → Open local library goes back. When a colleague saved the scenario you are editing meanwhile, saving asks whether to keep your edit as a new scenario, take theirs or compare the two. A library your database role may only read shows its scenarios, but saving, renaming, deleting and the catalog editor are off: save your work as a file.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Eine Team-Bibliothek&lt;/h3&gt;&lt;p&gt;Datei → Team-Bibliothek öffnen… öffnet eine Bibliothek, die das Team auf einem PostgreSQL-Server teilt (eine postgresql://-URL oder service=NAME; das Passwort kommt aus ~/.pgpass, der Servicedatei oder PGPASSWORD und wird nie gespeichert), oder eine andere Bibliotheksdatei. Datei → Lokale Bibliothek öffnen führt zurück. Hat eine Kollegin das Szenario, das Sie bearbeiten, inzwischen gespeichert, fragt das Speichern, ob Ihre Änderung als neues Szenario behalten, die andere Fassung übernommen oder beide verglichen werden sollen. Eine Bibliothek, die Ihre Datenbankrolle nur lesen darf, zeigt ihre Szenarien, aber Speichern, Umbenennen, Löschen und der Katalog-Editor sind aus: Speichern Sie Ihre Arbeit als Datei.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>LengthBuckets</name>
    <message>
        <source>pair %1 is not tokens:weight (as in 512:3)</source>
        <translation>Paar %1 ist nicht Tokens:Gewicht (wie 512:3)</translation>
    </message>
    <message>
        <source>pair %1: tokens must be from 1 to %2</source>
        <translation>Paar %1: Tokens müssen zwischen 1 und %2 liegen</translation>
    </message>
    <message>
        <source>pair %1: the weight must be from 0 to 1e12</source>
        <translation>Paar %1: das Gewicht muss zwischen 0 und 1e12 liegen</translation>
    </message>
    <message>
        <source>at least one pair needs a weight above 0</source>
        <translation>mindestens ein Paar braucht ein Gewicht über 0</translation>
    </message>
    <message>
        <source>at most %1 pairs</source>
        <translation>höchstens %1 Paare</translation>
    </message>
</context>
<context>
    <name>ModelConfigImport</name>
    <message>
        <source>Import model config</source>
        <translation>Modellkonfiguration importieren</translation>
    </message>
</context>
<context>
    <name>NumberFormat</name>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 h</translation>
    </message>
    <message>
        <source>%1 d</source>
        <translation>%1 d</translation>
    </message>
    <message>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <source>$%1</source>
        <translation>%1 $</translation>
    </message>
    <message>
        <source>$%1/h</source>
        <translation>%1 $/h</translation>
    </message>
    <message>
        <source>%1/s</source>
        <translation>%1/s</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>%1 k</source>
        <translation>%1 Tsd.</translation>
    </message>
    <message>
        <source>%1 M</source>
        <translation>%1 Mio.</translation>
    </message>
    <message>
        <source>%1 B</source>
        <translation>%1 Mrd.</translation>
    </message>
    <message>
        <source>%1 T</source>
        <translation>%1 Bio.</translation>
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
        <translation>Micro-Batch %1</translation>
    </message>
    <message>
        <source>mb %1</source>
        <translation>mb %1</translation>
    </message>
    <message>
        <source>recompute</source>
        <translation>Recompute</translation>
    </message>
    <message>
        <source>accumulate %1</source>
        <translation>Akkumulation %1</translation>
    </message>
    <message>
        <source>ZeRO-%1</source>
        <translation>ZeRO-%1</translation>
    </message>
    <message>
        <source>selective recompute</source>
        <translation>selektive Neuberechnung</translation>
    </message>
    <message>
        <source>full recompute</source>
        <translation>volle Neuberechnung</translation>
    </message>
    <message>
        <source>sequence parallel</source>
        <translation>Sequence Parallel</translation>
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
        <translation>%1 %2/h</translation>
    </message>
    <message>
        <source>Prices in %1 at %2 per US dollar (rate of %3)</source>
        <translation>Preise in %1 zu %2 je US-Dollar (Kurs vom %3)</translation>
    </message>
    <message>
        <source>%1 – %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <source>No price known</source>
        <translation>Kein Preis bekannt</translation>
    </message>
    <message numerus="yes">
        <source>%n idle but paid</source>
        <translation>
            <numerusform>%n ungenutzt, aber bezahlt</numerusform>
            <numerusform>%n ungenutzt, aber bezahlt</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <comment>devices used, instances rented</comment>
        <translation>%1 auf %2</translation>
    </message>
    <message>
        <source>EP %1</source>
        <translation>EP %1</translation>
    </message>
    <message>
        <source>selective</source>
        <translation>selektiv</translation>
    </message>
    <message>
        <source>ZeRO-3 hybrid</source>
        <translation>ZeRO-3 hybrid</translation>
    </message>
    <message>
        <source>CP %1</source>
        <translation>CP %1</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
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
        <translation>Art: %1</translation>
    </message>
    <message>
        <source>Model: %1</source>
        <translation>Modell: %1</translation>
    </message>
    <message>
        <source>Model: %1 parameters</source>
        <translation>Modell: %1 Parameter</translation>
    </message>
    <message>
        <source>Rows: %1, features: %2, trees: %3</source>
        <translation>Zeilen: %1, Merkmale: %2, Bäume: %3</translation>
    </message>
    <message>
        <source>Rows: %1, data: %2</source>
        <translation>Zeilen: %1, Daten: %2</translation>
    </message>
    <message>
        <source>Precision: %1, batch: %2</source>
        <translation>Genauigkeit: %1, Batch: %2</translation>
    </message>
    <message>
        <source>Peak: %1 requests/s, p95 target: %2 ms</source>
        <translation>Spitze: %1 Anfragen/s, p95-Ziel: %2 ms</translation>
    </message>
    <message>
        <source>Samples: %1 × %2 epochs</source>
        <translation>Samples: %1 × %2 Epochen</translation>
    </message>
    <message>
        <source>Budget: %1</source>
        <translation>Budget: %1</translation>
    </message>
    <message>
        <source>Total budget: %1</source>
        <translation>Gesamtbudget: %1</translation>
    </message>
    <message>
        <source>%1 of %2 per device</source>
        <translation>%1 von %2 pro Gerät</translation>
    </message>
    <message>
        <source>No option holds this workload in memory.</source>
        <translation>Keine Option fasst diesen Workload im Speicher.</translation>
    </message>
    <message>
        <source>Recommended:</source>
        <translation>Empfohlen:</translation>
    </message>
    <message>
        <source>Findings:</source>
        <translation>Befunde:</translation>
    </message>
    <message>
        <source>Deadline: %1</source>
        <translation>Frist: %1</translation>
    </message>
    <message numerus="yes">
        <source>p95 %1 with %n replica(s)</source>
        <translation>
            <numerusform>p95 %1 mit %n Replikat</numerusform>
            <numerusform>p95 %1 mit %n Replikaten</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlanWordingText</name>
    <message>
        <source>This device has no fast units for the chosen precision; it falls back to a slower format.</source>
        <translation>Dieses Gerät hat keine schnellen Einheiten für die gewählte Genauigkeit; es weicht auf ein langsameres Format aus.</translation>
    </message>
    <message>
        <source>Communication and pipeline bubbles take %1% of each step.</source>
        <translation>Kommunikation und Pipeline-Blasen kosten %1 % jedes Schritts.</translation>
    </message>
    <message>
        <source>No candidate holds this workload in memory.</source>
        <translation>Kein Kandidat fasst diesen Workload im Speicher.</translation>
    </message>
    <message>
        <source>Storage delivers only %1 samples/s: the accelerator is busy %2% of the time.</source>
        <translation>Der Speicher liefert nur %1 Samples/s: der Beschleuniger ist %2 % der Zeit beschäftigt.</translation>
    </message>
    <message>
        <source>Over-buying: the device would be busy only %1% of the time.</source>
        <translation>Überdimensioniert: das Gerät wäre nur %1 % der Zeit beschäftigt.</translation>
    </message>
    <message>
        <source>Serving on a GPU without micro-batching (max batch %1, window %2 ms) wastes most of its throughput.</source>
        <translation>Serving auf einer GPU ohne Micro-Batching (max. Batch %1, Fenster %2 ms) verschenkt den Großteil des Durchsatzes.</translation>
    </message>
    <message>
        <source>The device waits for the framework to issue work %1% of each step: a faster device will not help much.</source>
        <translation>Das Gerät wartet %1 % jedes Schritts darauf, dass das Framework Arbeit ausgibt: ein schnelleres Gerät hilft kaum.</translation>
    </message>
    <message>
        <source>At %1 interruptions a day, lost work and restarts add %2% to the run.</source>
        <translation>Bei %1 Unterbrechungen pro Tag verlängern verlorene Arbeit und Neustarts den Lauf um %2 %.</translation>
    </message>
    <message>
        <source>Lower the micro-batch or the precision, turn on recomputation or sharding, or pick a larger device.</source>
        <translation>Micro-Batch oder Genauigkeit senken, Neuberechnung oder Sharding einschalten oder ein größeres Gerät wählen.</translation>
    </message>
    <message>
        <source>Keep at least 10% free: a smaller micro-batch or a larger device.</source>
        <translation>Mindestens 10 % frei lassen: kleinerer Micro-Batch oder größeres Gerät.</translation>
    </message>
    <message>
        <source>Use fp16 mixed precision on devices without bf16, or a newer device.</source>
        <translation>Auf Geräten ohne bf16 fp16 Mixed Precision verwenden oder ein neueres Gerät.</translation>
    </message>
    <message>
        <source>Use fewer, larger devices, keep tensor parallelism inside a node, or raise the micro-batch count.</source>
        <translation>Weniger, größere Geräte nehmen, Tensor-Parallelität im Knoten halten oder die Zahl der Micro-Batches erhöhen.</translation>
    </message>
    <message>
        <source>Add loader workers (up to the host&apos;s cores), preprocess once and cache, or pick an instance with more vCPUs per GPU.</source>
        <translation>Mehr Loader-Worker (bis zur Zahl der Host-Kerne), einmal vorverarbeiten und cachen oder eine Instanz mit mehr vCPUs pro GPU wählen.</translation>
    </message>
    <message>
        <source>Cache the data set on local NVMe after the first epoch, or store it in larger shards.</source>
        <translation>Den Datensatz nach der ersten Epoche auf lokaler NVMe cachen oder in größeren Shards ablegen.</translation>
    </message>
    <message>
        <source>Pick a smaller device or a CPU instance, or share this one between models.</source>
        <translation>Ein kleineres Gerät oder eine CPU-Instanz wählen oder dieses Gerät mit anderen Modellen teilen.</translation>
    </message>
    <message>
        <source>Set a 5–10 ms batching window and a maximum batch of 8–32.</source>
        <translation>Ein Batching-Fenster von 5–10 ms und einen maximalen Batch von 8–32 einstellen.</translation>
    </message>
    <message>
        <source>Use a faster device, a shorter batching window, quantisation, or more replicas.</source>
        <translation>Ein schnelleres Gerät, ein kürzeres Batching-Fenster, Quantisierung oder mehr Replikate verwenden.</translation>
    </message>
    <message>
        <source>Use a memory-optimised instance so the working set stays in RAM.</source>
        <translation>Eine speicheroptimierte Instanz verwenden, damit die Arbeitsmenge im RAM bleibt.</translation>
    </message>
    <message>
        <source>Use more or faster devices, or relax the deadline.</source>
        <translation>Mehr oder schnellere Geräte verwenden oder die Frist lockern.</translation>
    </message>
    <message>
        <source>Raise the micro-batch, compile the model (torch.compile, CUDA graphs) or use a fused optimizer.</source>
        <translation>Micro-Batch erhöhen, das Modell kompilieren (torch.compile, CUDA Graphs) oder einen fusionierten Optimizer verwenden.</translation>
    </message>
    <message>
        <source>Checkpoint regularly and resume in a new run, or use a classic cluster.</source>
        <translation>Regelmäßig Checkpoints schreiben und in einem neuen Lauf fortsetzen oder einen klassischen Cluster verwenden.</translation>
    </message>
    <message>
        <source>Stay within one node of 8 GPUs, or use a classic multi-node cluster.</source>
        <translation>Innerhalb eines Knotens mit 8 GPUs bleiben oder einen klassischen Multi-Node-Cluster verwenden.</translation>
    </message>
    <message>
        <source>Use on-demand capacity, or checkpoint more cheaply.</source>
        <translation>On-Demand-Kapazität verwenden oder günstiger Checkpoints schreiben.</translation>
    </message>
    <message>
        <source>%1× %2 would be %3× faster at %4× the cost.</source>
        <translation>%1× %2 wäre %3× schneller bei %4× den Kosten.</translation>
    </message>
    <message>
        <source>No option meets every constraint; this is the cheapest that fits.</source>
        <translation>Keine Option erfüllt alle Vorgaben; dies ist die günstigste, die passt.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keiner</translation>
    </message>
    <message>
        <source>compute</source>
        <translation>Rechenleistung</translation>
    </message>
    <message>
        <source>memory bandwidth</source>
        <translation>Speicherbandbreite</translation>
    </message>
    <message>
        <source>communication</source>
        <translation>Kommunikation</translation>
    </message>
    <message>
        <source>data loading</source>
        <translation>Laden der Daten</translation>
    </message>
    <message>
        <source>CPU preprocessing</source>
        <translation>CPU-Vorverarbeitung</translation>
    </message>
    <message>
        <source>storage</source>
        <translation>Speichersystem</translation>
    </message>
    <message numerus="yes">
        <source>The CPU data pipeline feeds only %1 samples/s: the accelerator is busy %2% of the time (%n loader worker(s)).</source>
        <translation>
            <numerusform>Die CPU-Datenpipeline liefert nur %1 Samples/s: der Beschleuniger ist %2 % der Zeit beschäftigt (%n Loader-Worker).</numerusform>
            <numerusform>Die CPU-Datenpipeline liefert nur %1 Samples/s: der Beschleuniger ist %2 % der Zeit beschäftigt (%n Loader-Worker).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Serverless offers at most %n GPU(s) in one node; %1 are asked for.</source>
        <translation>
            <numerusform>Serverless bietet höchstens %n GPU pro Knoten; verlangt sind %1.</numerusform>
            <numerusform>Serverless bietet höchstens %n GPUs pro Knoten; verlangt sind %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>No price is known for this device from the provider the catalog names: its cost is left out and it is never ranked as the cheapest.</source>
        <translation>Für dieses Gerät ist beim im Katalog genannten Anbieter kein Preis bekannt: seine Kosten bleiben offen, und es gilt nie als das günstigste.</translation>
    </message>
    <message>
        <source>provider not stated</source>
        <translation>Anbieter nicht angegeben</translation>
    </message>
    <message>
        <source>No price known for this device.</source>
        <translation>Für dieses Gerät ist kein Preis bekannt.</translation>
    </message>
    <message>
        <source>No price known for this device from %1.</source>
        <translation>Für dieses Gerät ist bei %1 kein Preis bekannt.</translation>
    </message>
    <message>
        <source>per GPU-hour as sold</source>
        <translation>pro GPU-Stunde, so verkauft</translation>
    </message>
    <message numerus="yes">
        <source>per GPU-hour: $%1 per instance-hour over %n GPU(s)</source>
        <translation>
            <numerusform>pro GPU-Stunde: %1 $ pro Instanzstunde für %n GPU</numerusform>
            <numerusform>pro GPU-Stunde: %1 $ pro Instanzstunde geteilt durch %n GPUs</numerusform>
        </translation>
    </message>
    <message>
        <source>per instance-hour</source>
        <translation>pro Instanzstunde</translation>
    </message>
    <message>
        <source>unit not stated</source>
        <translation>Einheit nicht angegeben</translation>
    </message>
    <message>
        <source>undated</source>
        <translation>undatiert</translation>
    </message>
    <message>
        <source>observed %1</source>
        <translation>gesehen am %1</translation>
    </message>
    <message>
        <source>%1; %2; %3</source>
        <translation>%1; %2; %3</translation>
    </message>
    <message>
        <source>%1 (estimate)</source>
        <translation>%1 (Schätzung)</translation>
    </message>
    <message>
        <source>No price is known for %1, so it was chosen for fitting and time, not for cost.</source>
        <translation>Für %1 ist kein Preis bekannt; es wurde daher nach Passform und Zeit gewählt, nicht nach Kosten.</translation>
    </message>
    <message>
        <source>The model&apos;s config describes %1 GB of weights, but its checkpoint index lists %2 GB.</source>
        <translation>Die Modellkonfiguration beschreibt %1 GB Gewichte, der Checkpoint-Index nennt aber %2 GB.</translation>
    </message>
    <message>
        <source>The layout in the scenario (tensor %1 × pipeline %2, micro-batch %3) cannot run on %4 device(s) with a global batch of %5.</source>
        <translation>Die Aufteilung des Szenarios (Tensor %1 × Pipeline %2, Micro-Batch %3) läuft nicht auf %4 Gerät(en) mit einem globalen Batch von %5.</translation>
    </message>
    <message>
        <source>Some options fit, but none leaves %1% of its memory free, so none is recommended.</source>
        <translation>Einige Optionen passen, aber keine lässt %1% ihres Speichers frei; daher wird keine empfohlen.</translation>
    </message>
    <message>
        <source>The planner&apos;s layout (%1) would run %2× faster: %3 GiB per device, %4 s per step.</source>
        <translation>Die Aufteilung des Planers (%1) wäre %2× schneller: %3 GiB pro Gerät, %4 s pro Schritt.</translation>
    </message>
    <message>
        <source>The layout in the scenario does not run here; the planner&apos;s layout (%1) fits in %2 GiB per device at %3 s per step.</source>
        <translation>Die Aufteilung des Szenarios läuft hier nicht; die des Planers (%1) passt in %2 GiB pro Gerät bei %3 s pro Schritt.</translation>
    </message>
    <message>
        <source>Check the config&apos;s torch_dtype and quantization_config against the checkpoint you will load.</source>
        <translation>Prüfen Sie torch_dtype und quantization_config der Konfiguration gegen den Checkpoint, den Sie laden.</translation>
    </message>
    <message>
        <source>Unpin the layout fields to let the planner choose, or keep yours knowingly.</source>
        <translation>Lösen Sie die Aufteilungsfelder, damit der Planer wählt, oder behalten Sie Ihre bewusst bei.</translation>
    </message>
    <message>
        <source>Use a multiple of tensor × pipeline devices and a global batch of at least one micro-batch per replica, or leave the layout to the planner.</source>
        <translation>Verwenden Sie ein Vielfaches von Tensor × Pipeline Geräten und einen globalen Batch von mindestens einem Micro-Batch pro Replik, oder überlassen Sie die Aufteilung dem Planer.</translation>
    </message>
    <message>
        <source>Pick larger or more devices, lower the micro-batch, or lower the headroom policy.</source>
        <translation>Wählen Sie größere oder mehr Geräte, einen kleineren Micro-Batch oder eine niedrigere Reserve-Vorgabe.</translation>
    </message>
    <message>
        <source>framework overhead</source>
        <translation>Framework-Overhead</translation>
    </message>
    <message>
        <source>pipeline bubble</source>
        <translation>Pipeline-Blase</translation>
    </message>
    <message>
        <source>Does not fit: needs %1 per device, the device holds %2.</source>
        <translation>Passt nicht: braucht %1 pro Gerät, das Gerät hat %2.</translation>
    </message>
    <message>
        <source>Only %1% memory headroom (%2 of %3): a longer sequence or a framework update can run out of memory.</source>
        <translation>Nur %1 % Speicherreserve (%2 von %3): eine längere Sequenz oder ein Framework-Update kann den Speicher sprengen.</translation>
    </message>
    <message>
        <source>Memory-bound work on a compute-optimised instance: it needs about %1 but the instance has %2 of RAM.</source>
        <translation>Speichergebundene Arbeit auf einer rechenoptimierten Instanz: sie braucht etwa %1, die Instanz hat %2 RAM.</translation>
    </message>
    <message>
        <source>Takes %1, past the %2 deadline.</source>
        <translation>Dauert %1 und überschreitet die Frist von %2.</translation>
    </message>
    <message>
        <source>Fits with %1% headroom (%2 of %3 per device).</source>
        <translation>Passt mit %1 % Reserve (%2 von %3 pro Gerät).</translation>
    </message>
    <message>
        <source>Runs in %1.</source>
        <translation>Laufzeit: %1.</translation>
    </message>
    <message>
        <source>Meets the %1 deadline with %2.</source>
        <translation>Hält die Frist von %1 mit %2 ein.</translation>
    </message>
    <message>
        <source>No offer of this device in the selected providers and regions: its cost is left out.</source>
        <translation>Kein Angebot dieses Geräts bei den gewählten Anbietern und Regionen: seine Kosten bleiben offen.</translation>
    </message>
    <message numerus="yes">
        <source>Instances come whole (%n device(s) each): %1 are paid for, %2 used.</source>
        <translation>
            <numerusform>Instanzen gibt es nur ganz (%n Gerät je Instanz): %1 werden bezahlt, %2 genutzt.</numerusform>
            <numerusform>Instanzen gibt es nur ganz (%n Geräte je Instanz): %1 werden bezahlt, %2 genutzt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>calibrated on %n run(s) of your team</source>
        <translation>
            <numerusform>kalibriert auf %n Lauf Ihres Teams</numerusform>
            <numerusform>kalibriert auf %n Läufen Ihres Teams</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>calibrated on %n run(s) of your team (“%1”, version %2)</source>
        <translation>
            <numerusform>kalibriert auf %n Lauf Ihres Teams („%1“, Version %2)</numerusform>
            <numerusform>kalibriert auf %n Läufen Ihres Teams („%1“, Version %2)</numerusform>
        </translation>
    </message>
    <message>
        <source>sustained compute efficiency, %1, training</source>
        <translation>dauerhafte Recheneffizienz, %1, Training</translation>
    </message>
    <message>
        <source>sustained compute efficiency, %1, inference</source>
        <translation>dauerhafte Recheneffizienz, %1, Inferenz</translation>
    </message>
    <message>
        <source>host overhead per operator</source>
        <translation>Host-Aufwand je Operator</translation>
    </message>
    <message>
        <source>runtime memory beyond the model states</source>
        <translation>Laufzeitspeicher über die Modellzustände hinaus</translation>
    </message>
    <message>
        <source>serving cost per generated token, %1</source>
        <translation>Serving-Aufwand je erzeugtem Token, %1</translation>
    </message>
    <message numerus="yes">
        <source>×%1 (%2–%3), %n run(s)</source>
        <translation>
            <numerusform>×%1 (%2–%3), %n Lauf</numerusform>
            <numerusform>×%1 (%2–%3), %n Läufe</numerusform>
        </translation>
    </message>
    <message>
        <source>%1% of the way to ×%2</source>
        <translation>%1 % des Wegs zu ×%2</translation>
    </message>
    <message>
        <source>held at a physical limit</source>
        <translation>an einer physikalischen Grenze gehalten</translation>
    </message>
    <message>
        <source>shared by every device</source>
        <translation>für alle Geräte gemeinsam</translation>
    </message>
    <message>
        <source>%1 devices only</source>
        <translation>nur %1-Geräte</translation>
    </message>
    <message>
        <source>%1 ×%2</source>
        <translation>%1 ×%2</translation>
    </message>
    <message>
        <source>%1; none of its factors applies to %2 devices, so these estimates are uncalibrated.</source>
        <translation>%1; keiner ihrer Faktoren gilt für %2-Geräte, diese Schätzungen sind also nicht kalibriert.</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>This offer is priced in another currency and no rate for it was given: its cost is left out rather than mixed with US dollars.</source>
        <translation>Dieses Angebot ist in einer anderen Währung bepreist, und kein Kurs dafür wurde angegeben: seine Kosten bleiben offen, statt mit US-Dollar vermischt zu werden.</translation>
    </message>
    <message numerus="yes">
        <source>The job runs %1, past the %2 cap of one serverless run: this offer refuses it (it would take %n checkpointed run(s)).</source>
        <translation>
            <numerusform>Der Job läuft %1, über die Grenze von %2 für einen Serverless-Lauf: dieses Angebot lehnt ihn ab (nötig wäre %n Lauf mit Checkpoints).</numerusform>
            <numerusform>Der Job läuft %1, über die Grenze von %2 für einen Serverless-Lauf: dieses Angebot lehnt ihn ab (nötig wären %n Läufe mit Checkpoints).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>per GPU-hour: %1 DBU per hour at $%2 per DBU over %n GPU(s)</source>
        <translation>
            <numerusform>pro GPU-Stunde: %1 DBU pro Stunde zu %2 $ pro DBU für %n GPU</numerusform>
            <numerusform>pro GPU-Stunde: %1 DBU pro Stunde zu %2 $ pro DBU geteilt durch %n GPUs</numerusform>
        </translation>
    </message>
    <message>
        <source>not known</source>
        <translation>nicht bekannt</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2 DBU per GPU-hour at $%3 per DBU, %n GPU(s) billed)</source>
        <translation>
            <numerusform>%1 (%2 DBU pro GPU-Stunde zu %3 $ pro DBU, %n GPU abgerechnet)</numerusform>
            <numerusform>%1 (%2 DBU pro GPU-Stunde zu %3 $ pro DBU, %n GPUs abgerechnet)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n GPU(s) billed)</source>
        <translation>
            <numerusform>%1 (%n GPU abgerechnet)</numerusform>
            <numerusform>%1 (%n GPUs abgerechnet)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1; no offer of %2 is in the catalog</source>
        <translation>%1; im Katalog gibt es kein Angebot von %2</translation>
    </message>
    <message>
        <source>Compared: serverless %1 against a classic cluster of %2.</source>
        <translation>Verglichen: Serverless %1 mit einem klassischen Cluster von %2.</translation>
    </message>
    <message>
        <source>This device is not offered serverless; the on-demand price (%1) is shown instead.</source>
        <translation>Dieses Gerät wird nicht serverlos angeboten; stattdessen wird der On-Demand-Preis (%1) gezeigt.</translation>
    </message>
    <message>
        <source>Choose that currency with its rate to the US dollar and the rate&apos;s date: View → Display currency in the window, --currency, --rate and --rate-date on the command line.</source>
        <translation>Wählen Sie diese Währung mit ihrem Kurs zum US-Dollar und dem Datum des Kurses: Ansicht → Anzeigewährung im Fenster, --currency, --rate und --rate-date auf der Kommandozeile.</translation>
    </message>
    <message>
        <source>Cheapest option that fits and meets the constraints: %1 in total.</source>
        <translation>Günstigste Option, die passt und die Vorgaben erfüllt: insgesamt %1.</translation>
    </message>
    <message>
        <source>Cheapest option that fits and meets the constraints: %1 per hour.</source>
        <translation>Günstigste Option, die passt und die Vorgaben erfüllt: %1 pro Stunde.</translation>
    </message>
    <message>
        <source>Costs %1 per hour, within the %2 per hour budget.</source>
        <translation>Kostet %1 pro Stunde, innerhalb des Budgets von %2 pro Stunde.</translation>
    </message>
    <message>
        <source>Costs %1, within the %2 budget.</source>
        <translation>Kostet %1, innerhalb des Budgets von %2.</translation>
    </message>
    <message>
        <source>%1 this costs %2 a day on a classic cluster and %3 a day serverless.</source>
        <translation>%1 kostet das %2 am Tag auf einem klassischen Cluster und %3 am Tag serverlos.</translation>
    </message>
    <message>
        <source>Self-hosting costs %1 a month against %2 for the hosted API; it pays off above %3 million tokens a month.</source>
        <translation>Selbst betreiben kostet %1 im Monat gegenüber %2 für die gehostete API; es lohnt sich ab %3 Millionen Tokens im Monat.</translation>
    </message>
    <message>
        <source>Self-hosting costs %1 a month against %2 for the hosted API, and does not pay off at any volume.</source>
        <translation>Selbst betreiben kostet %1 im Monat gegenüber %2 für die gehostete API und lohnt sich bei keiner Menge.</translation>
    </message>
    <message>
        <source>Cheapest option that fits: %1 in total.</source>
        <translation>Günstigste Option, die passt: insgesamt %1.</translation>
    </message>
    <message>
        <source>Cheapest option that fits: %1 per hour.</source>
        <translation>Günstigste Option, die passt: %1 pro Stunde.</translation>
    </message>
    <message>
        <source>The inputs disagree: %1 requests a second come to about %2 tokens a month, but the tokens a month say %3 (%4× apart). The monthly figures use the tokens a month.</source>
        <translation>Die Eingaben widersprechen sich: %1 Anfragen pro Sekunde ergeben etwa %2 Token im Monat, die Token pro Monat sagen aber %3 (%4× auseinander). Die Monatszahlen verwenden die Token pro Monat.</translation>
    </message>
    <message>
        <source>The budget (%1) is below the cheapest instance-hour any option rents (%2): nothing can be bought within it.</source>
        <translation>Das Budget (%1) liegt unter der günstigsten Instanzstunde, die eine Option mietet (%2): Damit lässt sich nichts kaufen.</translation>
    </message>
    <message>
        <source>The deadline (%1) is shorter than the cluster&apos;s start-up (%2): no run can finish in time.</source>
        <translation>Die Frist (%1) ist kürzer als der Start des Clusters (%2): Kein Lauf kann rechtzeitig fertig werden.</translation>
    </message>
    <message numerus="yes">
        <source>The tensor-parallel group of %1 devices needs one machine&apos;s links, and the instance this device is rented as holds %n: this layout cannot be rented.</source>
        <translation>
            <numerusform>Die Tensor-parallele Gruppe aus %1 Geräten braucht die Verbindungen einer Maschine, und die Instanz, als die dieses Gerät gemietet wird, hat %n: Dieses Layout lässt sich nicht mieten.</numerusform>
            <numerusform>Die Tensor-parallele Gruppe aus %1 Geräten braucht die Verbindungen einer Maschine, und die Instanz, als die dieses Gerät gemietet wird, hat %n: Dieses Layout lässt sich nicht mieten.</numerusform>
        </translation>
    </message>
    <message>
        <source>No spot offer for this device: the on-demand price (%1) is used.</source>
        <translation>Kein Spot-Angebot für dieses Gerät: Der On-Demand-Preis (%1) wird verwendet.</translation>
    </message>
    <message>
        <source>The price of %1 (%2) is an estimate, not read off a price list.</source>
        <translation>Der Preis von %1 (%2) ist eine Schätzung, nicht von einer Preisliste abgelesen.</translation>
    </message>
    <message>
        <source>The weights alone (%1) exceed one device (%2): the plan splits the model (%3).</source>
        <translation>Schon die Gewichte (%1) übersteigen ein Gerät (%2): Der Plan teilt das Modell auf (%3).</translation>
    </message>
    <message>
        <source>Nothing listed holds the model; %1 of these devices would: %2 of %3 per device (%4).</source>
        <translation>Keine der aufgeführten Optionen fasst das Modell; %1 dieser Geräte würden es: %2 von %3 pro Gerät (%4).</translation>
    </message>
    <message>
        <source>Pin the plan&apos;s layout (%1) in the scenario so the run matches the plan.</source>
        <translation>Das Layout des Plans (%1) im Szenario festlegen, damit der Lauf dem Plan entspricht.</translation>
    </message>
    <message>
        <source>Use more devices or devices with more memory: even split as %1 the model does not fit.</source>
        <translation>Mehr Geräte oder Geräte mit mehr Speicher verwenden: Selbst aufgeteilt als %1 passt das Modell nicht.</translation>
    </message>
    <message>
        <source>List %1 of these devices, or more, in the scenario&apos;s options.</source>
        <translation>%1 dieser Geräte oder mehr in den Optionen des Szenarios aufführen.</translation>
    </message>
    <message>
        <source>Lower the micro-batch or the precision, or use more devices or devices with more memory.</source>
        <translation>Micro-Batch oder Genauigkeit senken oder mehr Geräte bzw. Geräte mit mehr Speicher verwenden.</translation>
    </message>
    <message>
        <source>Lower the precision, or use more devices or devices with more memory.</source>
        <translation>Die Genauigkeit senken oder mehr Geräte bzw. Geräte mit mehr Speicher verwenden.</translation>
    </message>
    <message>
        <source>The planner&apos;s layout (%1) would serve %2× the requests a second: %3 GiB per device.</source>
        <translation>Das Layout des Planers (%1) würde %2× so viele Anfragen pro Sekunde bedienen: %3 GiB pro Gerät.</translation>
    </message>
    <message>
        <source>The layout in the scenario does not run here; the planner&apos;s layout (%1) fits in %2 GiB per device.</source>
        <translation>Das Layout im Szenario läuft hier nicht; das Layout des Planers (%1) passt in %2 GiB pro Gerät.</translation>
    </message>
    <message>
        <source>The scenario gives neither requests a second nor concurrent clients: the latencies are those of a lone request, and nothing was sized for a load.</source>
        <translation>Das Szenario gibt weder Anfragen pro Sekunde noch gleichzeitige Clients an: die Latenzen sind die einer einzelnen Anfrage, und nichts wurde für eine Last bemessen.</translation>
    </message>
    <message>
        <source>Use more replicas, a larger tensor-parallel group, or a smaller max_num_batched_tokens so long prompts wait less; or relax the TTFT target.</source>
        <translation>Mehr Replikate, eine größere Tensor-Parallel-Gruppe oder ein kleineres max_num_batched_tokens, damit lange Prompts weniger warten; oder das TTFT-Ziel lockern.</translation>
    </message>
    <message>
        <source>Use fewer sequences per replica (max_num_seqs), more replicas, or a faster device; or relax the TPOT target.</source>
        <translation>Weniger Sequenzen pro Replikat (max_num_seqs), mehr Replikate oder ein schnelleres Gerät; oder das TPOT-Ziel lockern.</translation>
    </message>
    <message>
        <source>Add a replica or pick an option with headroom, so a busier hour stays within the targets.</source>
        <translation>Ein Replikat hinzufügen oder eine Option mit Reserve wählen, damit auch eine geschäftigere Stunde innerhalb der Ziele bleibt.</translation>
    </message>
    <message>
        <source>Set workload.serving.qps (requests a second) or workload.serving.concurrency (clients).</source>
        <translation>workload.serving.qps (Anfragen pro Sekunde) oder workload.serving.concurrency (Clients) setzen.</translation>
    </message>
    <message>
        <source>Autoscaled between %1 and %2 replicas (%3 h a day at the peak): %4 a month instead of %5 for the peak&apos;s replicas all day.</source>
        <translation>Automatisch skaliert zwischen %1 und %2 Replikaten (%3 h am Tag in der Spitze): %4 im Monat statt %5 für die Replikate der Spitze den ganzen Tag.</translation>
    </message>
    <message numerus="yes">
        <source>%n replica(s) for %1</source>
        <translation>
            <numerusform>%n Replikat für %1</numerusform>
            <numerusform>%n Replikate für %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 serves %2 requests/s with %n replica(s) for %3; %4 takes %5.</source>
        <translation>
            <numerusform>%1 bedient %2 Anfragen/s mit %n Replikat für %3; %4 braucht %5.</numerusform>
            <numerusform>%1 bedient %2 Anfragen/s mit %n Replikaten für %3; %4 braucht %5.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 finishes in %2 against %3 %4, and costs %5; no price is known for the other option.</source>
        <translation>%1 ist in %2 fertig gegenüber %3 %4 und kostet %5; für die andere Option ist kein Preis bekannt.</translation>
    </message>
    <message>
        <source>%1 finishes in %2 against %3 %4, and costs %5 against %6.</source>
        <translation>%1 ist in %2 fertig gegenüber %3 %4 und kostet %5 gegenüber %6.</translation>
    </message>
    <message>
        <source>Gradient-boosted trees spend their time building histograms: scattered updates of gradient pairs that wait on memory, which a GPU runs thousands at a time.</source>
        <translation>Gradient-Boosted Trees verbringen ihre Zeit mit dem Aufbau von Histogrammen: verstreute Aktualisierungen von Gradientenpaaren, die auf den Speicher warten und die eine GPU zu Tausenden gleichzeitig ausführt.</translation>
    </message>
    <message>
        <source>The work is memory-bound, so the GPU wins by its memory bandwidth (%1 GB/s against %2 GB/s).</source>
        <translation>Die Arbeit ist speichergebunden, also gewinnt die GPU durch ihre Speicherbandbreite (%1 GB/s gegenüber %2 GB/s).</translation>
    </message>
    <message>
        <source>The GPU</source>
        <translation>Die GPU</translation>
    </message>
    <message>
        <source>the best CPU option (%1, %2 vCPUs)</source>
        <translation>die beste CPU-Option (%1, %2 vCPUs)</translation>
    </message>
    <message>
        <source>on %1 vCPUs (%2)</source>
        <translation>auf %1 vCPUs (%2)</translation>
    </message>
    <message>
        <source>The CPU option (%1 vCPUs)</source>
        <translation>Die CPU-Option (%1 vCPUs)</translation>
    </message>
    <message>
        <source>the best GPU option (%1)</source>
        <translation>die beste GPU-Option (%1)</translation>
    </message>
    <message>
        <source>on the GPU (%1)</source>
        <translation>auf der GPU (%1)</translation>
    </message>
    <message>
        <source>%1× %2</source>
        <translation>%1× %2</translation>
    </message>
    <message>
        <source>It</source>
        <translation>Sie</translation>
    </message>
    <message>
        <source>It finishes in %1 at %2, %3 in total; %4 would take %5 at %6, %7 in total.</source>
        <translation>Sie ist in %1 fertig zu %2, insgesamt %3; %4 bräuchte %5 zu %6, insgesamt %7.</translation>
    </message>
    <message>
        <source>%1 misses a constraint.</source>
        <translation>%1 verfehlt eine Vorgabe.</translation>
    </message>
    <message>
        <source>each run waits %1 for a cold start</source>
        <translation>jeder Lauf wartet %1 auf einen Kaltstart</translation>
    </message>
    <message>
        <source>no run waits for a cold start</source>
        <translation>kein Lauf wartet auf einen Kaltstart</translation>
    </message>
    <message>
        <source>%1 a classic cluster never stops between runs, so it bills no start-up or idle time: %2 a day against %3 serverless.</source>
        <translation>%1 hält ein klassischer Cluster zwischen den Läufen nie an und berechnet daher keine Start- oder Leerlaufzeit: %2 am Tag gegenüber %3 serverlos.</translation>
    </message>
    <message>
        <source>The hosted API costs %1 per million tokens × %2 tokens a month = %3; the own model runs %4 instance-hours a month at %5 = %6.</source>
        <translation>Die gehostete API kostet %1 pro Million Tokens × %2 Tokens im Monat = %3; das eigene Modell läuft %4 Instanzstunden im Monat zu %5 = %6.</translation>
    </message>
    <message>
        <source>The own model is cheaper.</source>
        <translation>Das eigene Modell ist günstiger.</translation>
    </message>
    <message>
        <source>The hosted API is cheaper.</source>
        <translation>Die gehostete API ist günstiger.</translation>
    </message>
    <message>
        <source>Only this option fits: %1× %2 would need %3 per device and holds %4.</source>
        <translation>Nur diese Option passt: %1× %2 bräuchte %3 je Gerät und hat %4.</translation>
    </message>
    <message>
        <source>Let the service scale with its load (a minimum of min_replicas), or keep the peak&apos;s replicas if it cannot.</source>
        <translation>Lassen Sie den Dienst mit seiner Last skalieren (mindestens min_replicas) oder behalten Sie die Replikate der Spitze, wenn er das nicht kann.</translation>
    </message>
    <message>
        <source>At %1 runs a day</source>
        <translation>Bei %1 Läufen am Tag</translation>
    </message>
    <message>
        <source>At one run a day</source>
        <translation>Bei einem Lauf am Tag</translation>
    </message>
    <message>
        <source>No layout of these devices meets the latency targets; %1 of them would (%2 engines of tensor %3): list that many, or set max_replicas to let the planner add replicas.</source>
        <translation>Kein Layout dieser Geräte erreicht die Latenzziele; %1 davon würden es (%2 Engines mit Tensor %3): so viele angeben oder max_replicas setzen, damit der Planer Replikate hinzufügt.</translation>
    </message>
    <message>
        <source>%1 times as fast as one device with %2 devices: one device fits only at micro-batch %3%4, these run micro-batch %5%6.</source>
        <translation>%1-mal so schnell wie ein Gerät mit %2 Geräten: ein Gerät passt nur bei Micro-Batch %3%4, diese laufen mit Micro-Batch %5%6.</translation>
    </message>
    <message>
        <source> with recomputation</source>
        <translation> mit Neuberechnung</translation>
    </message>
    <message>
        <source>recomputing every layer&apos;s activations</source>
        <translation>die Aktivierungen jeder Schicht neu berechnen</translation>
    </message>
    <message>
        <source>a micro-batch of 1 with gradient accumulation</source>
        <translation>Micro-Batch 1 mit Gradientenakkumulation</translation>
    </message>
    <message>
        <source>an 8-bit optimizer (adamw_8bit)</source>
        <translation>ein 8-Bit-Optimizer (adamw_8bit)</translation>
    </message>
    <message>
        <source>LoRA instead of a full fine-tune</source>
        <translation>LoRA statt vollem Fine-Tuning</translation>
    </message>
    <message>
        <source>QLoRA (a 4-bit frozen base)</source>
        <translation>QLoRA (eingefrorene 4-Bit-Basis)</translation>
    </message>
    <message>
        <source>half the sequence length (%1 tokens)</source>
        <translation>halbe Sequenzlänge (%1 Tokens)</translation>
    </message>
    <message>
        <source>It would fit with one change, %1: %2 of %3 per device.</source>
        <translation>Mit einer Änderung würde es passen, %1: %2 von %3 pro Gerät.</translation>
    </message>
    <message>
        <source>The roomiest option uses %1 of %2 per device, %3% free: it fits, and a headroom policy of %4% or less would recommend it.</source>
        <translation>Die geräumigste Option nutzt %1 von %2 pro Gerät, %3 % frei: sie passt, und eine Reservevorgabe von %4 % oder weniger würde sie empfehlen.</translation>
    </message>
    <message>
        <source>%1 of work and %2 of spot restart overhead</source>
        <translation>%1 Arbeit und %2 Spot-Neustartaufwand</translation>
    </message>
    <message>
        <source>%1 of work</source>
        <translation>%1 Arbeit</translation>
    </message>
    <message>
        <source>%1 a classic cluster bills %2 of start-up and idle time besides %3, %4 a day; serverless bills the work alone, %5 a day, and %6.</source>
        <translation>%1 ein klassischer Cluster berechnet %2 Start- und Leerlaufzeit neben %3, %4 am Tag; Serverless berechnet nur die Arbeit, %5 am Tag, und %6.</translation>
    </message>
    <message>
        <source>%1 a classic cluster costs %2 a day although it bills %3 of start-up and idle time besides %4; serverless bills the work alone but costs %5 a day, and %6.</source>
        <translation>%1 ein klassischer Cluster kostet %2 am Tag, obwohl er %3 Start- und Leerlaufzeit neben %4 berechnet; Serverless berechnet nur die Arbeit, kostet aber %5 am Tag, und %6.</translation>
    </message>
    <message>
        <source>No reserved offer for this device: the on-demand price (%1) is used, billed for the hours used.</source>
        <translation>Kein Reserved-Angebot für dieses Gerät: der On-demand-Preis (%1) gilt, berechnet für die genutzten Stunden.</translation>
    </message>
    <message numerus="yes">
        <source>%1 serves %2 clients with %n replica(s) for %3; %4 takes %5.</source>
        <translation>
            <numerusform>%1 bedient %2 Clients mit %n Replikat für %3; %4 braucht %5.</numerusform>
            <numerusform>%1 bedient %2 Clients mit %n Replikaten für %3; %4 braucht %5.</numerusform>
        </translation>
    </message>
    <message>
        <source>The weights alone (%1) exceed the %2 one device holds: more devices, or fewer bytes per weight, are needed.</source>
        <translation>Schon die Gewichte (%1) übersteigen die %2, die ein Gerät fasst: Es braucht mehr Geräte oder weniger Bytes je Gewicht.</translation>
    </message>
    <message>
        <source>Only an estimate of this device&apos;s spot price is known (≈%1): the on-demand list price (%2), which spot never exceeds, is used.</source>
        <translation>Für den Spot-Preis dieses Geräts gibt es nur eine Schätzung (≈%1): Es wird der On-Demand-Listenpreis (%2) verwendet, den Spot nie übersteigt.</translation>
    </message>
    <message>
        <source>Only an estimate of this device&apos;s reserved price is known (≈%1): the on-demand list price (%2), which a reservation never exceeds, is used, billed for the hours used.</source>
        <translation>Für den Reservierungspreis dieses Geräts gibt es nur eine Schätzung (≈%1): Es wird der On-Demand-Listenpreis (%2) verwendet, den eine Reservierung nie übersteigt, abgerechnet nach genutzten Stunden.</translation>
    </message>
    <message>
        <source>Options fit, but every one that does is priced by an estimate in this pricing mode (the cheapest ≈%1), not a list price: nothing is recommended on it.</source>
        <translation>Optionen passen, aber jede davon hat in diesem Preismodell nur einen geschätzten Preis (die günstigste ≈%1), keinen Listenpreis: Darauf wird nichts empfohlen.</translation>
    </message>
    <message>
        <source>Choose a pricing mode with list prices, add an offer with its price, or let estimated prices win (Compute).</source>
        <translation>Wählen Sie ein Preismodell mit Listenpreisen, fügen Sie ein Angebot mit Preis hinzu oder wählen Sie „Geschätzte Preise zulassen“ (Rechnen).</translation>
    </message>
    <message>
        <source>%1 a month, committed for the term whether used or not</source>
        <translation>%1 im Monat, für die Laufzeit zugesagt, ob genutzt oder nicht</translation>
    </message>
    <message>
        <source>%1 a month, its runs paid by the hour (no reserved offer)</source>
        <translation>%1 im Monat, die Läufe stundenweise bezahlt (kein Reservierungsangebot)</translation>
    </message>
    <message>
        <source>Cheapest reserved option that fits and meets the constraints: %1.</source>
        <translation>Günstigste reservierte Option, die passt und die Vorgaben erfüllt: %1.</translation>
    </message>
    <message>
        <source>Cheapest reserved option that fits: %1.</source>
        <translation>Günstigste reservierte Option, die passt: %1.</translation>
    </message>
    <message>
        <source>%1P%2D</source>
        <translation>%1P%2D</translation>
    </message>
    <message>
        <source>split as %1 on %2 GPUs: TTFT p95 %3 ms, TPOT p95 %4 ms%5; every engine doing both on %6 GPUs: TTFT p95 %7 ms, TPOT p95 %8 ms%9</source>
        <translation>getrennt als %1 auf %2 GPUs: TTFT p95 %3 ms, TPOT p95 %4 ms%5; jede Engine macht beides auf %6 GPUs: TTFT p95 %7 ms, TPOT p95 %8 ms%9</translation>
    </message>
    <message>
        <source>, within the targets</source>
        <translation>, innerhalb der Ziele</translation>
    </message>
    <message>
        <source>, missing a target</source>
        <translation>, ein Ziel verfehlt</translation>
    </message>
    <message>
        <source>Prefill and decode on engines of their own win (%1): no decode step waits for another prompt&apos;s prefill, which outweighs the %2 ms the prompt&apos;s KV cache takes between them.</source>
        <translation>Prefill und Decode auf eigenen Engines gewinnen (%1): kein Decode-Schritt wartet auf das Prefill eines anderen Prompts, und das wiegt die %2 ms auf, die der KV-Cache des Prompts zwischen ihnen braucht.</translation>
    </message>
    <message>
        <source>The same engines doing prefill and decode win (%1): the prompts&apos; prefill slows the decode steps too little to pay for the KV transfer (%2 ms) and for engines of one role that idle while the other works.</source>
        <translation>Dieselben Engines für Prefill und Decode gewinnen (%1): das Prefill der Prompts bremst die Decode-Schritte zu wenig, um die KV-Übertragung (%2 ms) und Engines einer Rolle zu bezahlen, die warten, während die andere arbeitet.</translation>
    </message>
    <message numerus="yes">
        <source>Time to first token at p95 is %1, past the %2 target, even with %n replica(s).</source>
        <translation>
            <numerusform>Die Zeit bis zum ersten Token liegt bei p95 bei %1, über dem Ziel von %2, selbst mit %n Replikat.</numerusform>
            <numerusform>Die Zeit bis zum ersten Token liegt bei p95 bei %1, über dem Ziel von %2, selbst mit %n Replikaten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Time per output token at p95 is %1, past the %2 target, even with %n replica(s).</source>
        <translation>
            <numerusform>Die Zeit pro Ausgabetoken liegt bei p95 bei %1, über dem Ziel von %2, selbst mit %n Replikat.</numerusform>
            <numerusform>Die Zeit pro Ausgabetoken liegt bei p95 bei %1, über dem Ziel von %2, selbst mit %n Replikaten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>On the knee of its curve: within its targets at this load, but at %1× the load p95 latency goes from %2 to %3 and breaks a target (%n replica(s)).</source>
        <translation>
            <numerusform>Am Knick seiner Kurve: bei dieser Last innerhalb der Ziele, aber bei %1× der Last steigt die p95-Latenz von %2 auf %3 und verfehlt ein Ziel (%n Replikat).</numerusform>
            <numerusform>Am Knick seiner Kurve: bei dieser Last innerhalb der Ziele, aber bei %1× der Last steigt die p95-Latenz von %2 auf %3 und verfehlt ein Ziel (%n Replikate).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n replica(s) at no known price</source>
        <translation>
            <numerusform>%n Replikat ohne bekannten Preis</numerusform>
            <numerusform>%n Replikate ohne bekannten Preis</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 meets the %2 p95 at %3 requests/s with %n replica(s) for %4; %5 takes %6.</source>
        <translation>
            <numerusform>%1 erreicht das p95-Ziel von %2 bei %3 Anfragen/s mit %n Replikat für %4; %5 braucht %6.</numerusform>
            <numerusform>%1 erreicht das p95-Ziel von %2 bei %3 Anfragen/s mit %n Replikaten für %4; %5 braucht %6.</numerusform>
        </translation>
    </message>
    <message>
        <source>This layout serves up to %1 clients within the targets; the fewest GPUs for this load within them is %2.</source>
        <translation>Dieses Layout bedient bis zu %1 Clients innerhalb der Ziele; für diese Last innerhalb der Ziele genügen mindestens %2 GPUs.</translation>
    </message>
    <message>
        <source>This layout serves up to %1 clients within the targets.</source>
        <translation>Dieses Layout bedient bis zu %1 Clients innerhalb der Ziele.</translation>
    </message>
    <message>
        <source>The fewest GPUs for this load within the targets is %1.</source>
        <translation>Für diese Last innerhalb der Ziele genügen mindestens %1 GPUs.</translation>
    </message>
    <message>
        <source>NVFP4 needs FP4 tensor cores, which only Blackwell devices have: this device cannot serve it, so the option is refused.</source>
        <translation>NVFP4 braucht FP4-Tensorkerne, die nur Blackwell-Geräte haben: dieses Gerät kann es nicht ausführen, daher wird die Option abgelehnt.</translation>
    </message>
    <message numerus="yes">
        <source>p95 latency %1 misses the %2 target even with %n replica(s).</source>
        <translation>
            <numerusform>Die p95-Latenz von %1 verfehlt das Ziel von %2 selbst mit %n Replikat.</numerusform>
            <numerusform>Die p95-Latenz von %1 verfehlt das Ziel von %2 selbst mit %n Replikaten.</numerusform>
        </translation>
    </message>
    <message>
        <source>Pick a Blackwell device (B200, RTX 50 or RTX PRO 6000), or serve fp8 or int4 weights here.</source>
        <translation>Wählen Sie ein Blackwell-Gerät (B200, RTX 50 oder RTX PRO 6000) oder verwenden Sie hier fp8- oder int4-Gewichte.</translation>
    </message>
    <message>
        <source>Set workload.serving.disaggregation to the layout that wins, or to auto.</source>
        <translation>Setzen Sie workload.serving.disaggregation auf das gewinnende Layout oder auf auto.</translation>
    </message>
    <message numerus="yes">
        <source>p95 latency %1 at %2 requests/s with %n replica(s), within the %3 target.</source>
        <translation>
            <numerusform>p95-Latenz %1 bei %2 Anfragen/s mit %n Replikat, innerhalb des Ziels von %3.</numerusform>
            <numerusform>p95-Latenz %1 bei %2 Anfragen/s mit %n Replikaten, innerhalb des Ziels von %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>This layout serves up to %1 clients within the targets; the fewest instances for this load within them is %2.</source>
        <translation>Dieses Layout bedient bis zu %1 Clients innerhalb der Ziele; für diese Last innerhalb der Ziele genügen mindestens %2 Instanzen.</translation>
    </message>
    <message>
        <source>The fewest instances for this load within the targets is %1.</source>
        <translation>Für diese Last innerhalb der Ziele genügen mindestens %1 Instanzen.</translation>
    </message>
    <message>
        <source>Serverless and a classic cluster cost the same at %1 runs a day; fewer runs favour serverless, more the classic cluster.</source>
        <translation>Serverless und ein klassischer Cluster kosten bei %1 Läufen am Tag gleich viel; weniger Läufe sprechen für Serverless, mehr für den klassischen Cluster.</translation>
    </message>
    <message>
        <source>Serverless is cheaper at every rate from one run a week to a day full of runs.</source>
        <translation>Serverless ist bei jeder Häufigkeit günstiger, von einem Lauf pro Woche bis zu einem Tag voller Läufe.</translation>
    </message>
    <message>
        <source>The classic cluster is cheaper at every rate from one run a week to a day full of runs.</source>
        <translation>Der klassische Cluster ist bei jeder Häufigkeit günstiger, von einem Lauf pro Woche bis zu einem Tag voller Läufe.</translation>
    </message>
    <message>
        <source>%1 misses the %2 deadline: it takes %3.</source>
        <translation>%1 verfehlt die Frist von %2: sie braucht %3.</translation>
    </message>
    <message>
        <source>%1 misses the budget of %2: it costs %3.</source>
        <translation>%1 verfehlt das Budget von %2: sie kostet %3.</translation>
    </message>
    <message>
        <source>%1 misses the total budget of %2: it costs %3.</source>
        <translation>%1 verfehlt das Gesamtbudget von %2: sie kostet %3.</translation>
    </message>
    <message>
        <source>%1 misses the latency targets.</source>
        <translation>%1 verfehlt die Latenzziele.</translation>
    </message>
    <message>
        <source>The best CPU option</source>
        <translation>Die beste CPU-Option</translation>
    </message>
    <message>
        <source>The best GPU option</source>
        <translation>Die beste GPU-Option</translation>
    </message>
    <message>
        <source>Shorten the batching window where latency matters: a window pays off only when the rate fills a batch within it.</source>
        <translation>Verkürzen Sie das Batch-Fenster, wo die Latenz zählt: Ein Fenster lohnt sich nur, wenn die Rate einen Batch darin füllt.</translation>
    </message>
    <message>
        <source>The %1 batching window is most of the %2 p95: requests wait for batches that seldom fill, so a faster device changes the latency little.</source>
        <translation>Das Batch-Fenster von %1 macht den Großteil des p95 von %2 aus: Anfragen warten auf Batches, die sich selten füllen, daher ändert ein schnelleres Gerät die Latenz kaum.</translation>
    </message>
</context>
<context>
    <name>PresetCategory</name>
    <message>
        <source>Templates</source>
        <translation>Vorlagen</translation>
    </message>
    <message>
        <source>Workshop exercises</source>
        <translation>Workshop-Übungen</translation>
    </message>
    <message>
        <source>Reference cases</source>
        <translation>Referenzfälle</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Sonstige</translation>
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
        <translation>Die Datei ist zu groß für ein Quiz.</translation>
    </message>
    <message>
        <source>Not a JSON object: %1</source>
        <translation>Kein JSON-Objekt: %1</translation>
    </message>
    <message>
        <source>format: expected &quot;%1&quot;</source>
        <translation>format: „%1“ erwartet</translation>
    </message>
    <message>
        <source>version: this program reads quiz version %1</source>
        <translation>version: dieses Programm liest Quiz-Version %1</translation>
    </message>
    <message>
        <source>questions: expected a non-empty list</source>
        <translation>questions: nicht leere Liste erwartet</translation>
    </message>
    <message>
        <source>%1.id: expected a unique, non-empty id</source>
        <translation>%1.id: eindeutige, nicht leere Id erwartet</translation>
    </message>
    <message>
        <source>%1.question: expected a non-empty text</source>
        <translation>%1.question: nicht leerer Text erwartet</translation>
    </message>
    <message>
        <source>%1.choices: expected 2 to 6 non-empty texts</source>
        <translation>%1.choices: 2 bis 6 nicht leere Texte erwartet</translation>
    </message>
    <message>
        <source>%1.correct: expected the index of one of the choices</source>
        <translation>%1.correct: Index einer der Auswahlmöglichkeiten erwartet</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
</context>
<context>
    <name>ReportRenderer</name>
    <message>
        <source>Memory per device</source>
        <translation>Speicher pro Gerät</translation>
    </message>
    <message>
        <source>Stacked bars: weights, gradients, optimizer state, activations, KV cache and runtime overhead against each device&apos;s capacity; bars outlined in red do not fit.</source>
        <translation>Gestapelte Balken: Gewichte, Gradienten, Optimizer-Zustand, Aktivierungen, KV-Cache und Laufzeit-Overhead gegen die Kapazität jedes Geräts; rot umrandete Balken passen nicht.</translation>
    </message>
    <message>
        <source>Time against cost</source>
        <translation>Zeit gegen Kosten</translation>
    </message>
    <message>
        <source>Each option with its low–high range; the line joins the options no other beats on both time and cost (the Pareto front).</source>
        <translation>Jede Option mit ihrer Spanne von niedrig bis hoch; die Linie verbindet die Optionen, die keine andere zugleich bei Zeit und Kosten schlägt (die Pareto-Front).</translation>
    </message>
    <message>
        <source>Latency against cost</source>
        <translation>Latenz gegen Kosten</translation>
    </message>
    <message>
        <source>p95 latency at the peak load against the cost per hour of each option.</source>
        <translation>p95-Latenz bei Spitzenlast gegen die Kosten pro Stunde jeder Option.</translation>
    </message>
    <message>
        <source>Data pipeline of the recommended option</source>
        <translation>Datenpipeline der empfohlenen Option</translation>
    </message>
    <message>
        <source>What each stage can sustain; the slowest stage sets the pace.</source>
        <translation>Was jede Stufe dauerhaft schafft; die langsamste Stufe gibt das Tempo vor.</translation>
    </message>
    <message>
        <source>Latency under load</source>
        <translation>Latenz unter Last</translation>
    </message>
    <message>
        <source>p95 latency against the offered load for the best options, with the latency target.</source>
        <translation>p95-Latenz gegen die angebotene Last für die besten Optionen, mit dem Latenzziel.</translation>
    </message>
    <message>
        <source>Deadline %1: met, expected %2 (at worst %3).</source>
        <translation>Frist %1: eingehalten, erwartet %2 (schlimmstenfalls %3).</translation>
    </message>
    <message>
        <source>Deadline %1: not met.</source>
        <translation>Frist %1: nicht eingehalten.</translation>
    </message>
    <message>
        <source>Budget %1: met, costs %2.</source>
        <translation>Budget %1: eingehalten, kostet %2.</translation>
    </message>
    <message>
        <source>Budget %1: not met.</source>
        <translation>Budget %1: nicht eingehalten.</translation>
    </message>
    <message>
        <source>Total budget %1: met, costs %2 (at worst %3).</source>
        <translation>Gesamtbudget %1: eingehalten, kostet %2 (schlimmstenfalls %3).</translation>
    </message>
    <message>
        <source>Total budget %1: not met.</source>
        <translation>Gesamtbudget %1: nicht eingehalten.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Model state in memory</source>
        <translation>Modellzustand im Speicher</translation>
    </message>
    <message>
        <source>Weights, gradients and optimizer state take bytes per parameter by precision and optimizer: mixed-precision Adam keeps 16 bytes per parameter (2 for weights, 2 for gradients, 12 for the fp32 master copy, momentum and variance), 18 where the framework keeps fp32 gradients. ZeRO stage 1 divides the optimizer state over the N data-parallel devices, stage 2 also the gradients, stage 3 also the weights.</source>
        <translation>Gewichte, Gradienten und Optimizer-Zustand belegen je nach Genauigkeit und Optimizer Bytes pro Parameter: Adam mit Mixed Precision hält 16 Bytes pro Parameter (2 für Gewichte, 2 für Gradienten, 12 für die fp32-Masterkopie, Momentum und Varianz), 18, wenn das Framework fp32-Gradienten hält. ZeRO-Stufe 1 teilt den Optimizer-Zustand über die N datenparallelen Geräte, Stufe 2 auch die Gradienten, Stufe 3 auch die Gewichte.</translation>
    </message>
    <message>
        <source>Rajbhandari et al., ZeRO: Memory Optimizations Toward Training Trillion Parameter Models, arXiv:1910.02054</source>
        <translation>Rajbhandari et al., ZeRO: Memory Optimizations Toward Training Trillion Parameter Models, arXiv:1910.02054</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>Aktivierungen</translation>
    </message>
    <message>
        <source>Per transformer layer in 16 bits without recomputation: s·b·h·(34 + 5·a·s/h) bytes for sequence s, micro-batch b, hidden size h and a heads; with tensor parallelism t: s·b·h·(10 + 24/t + 5·a·s/(h·t)); with sequence parallelism and selective recomputation 34·s·b·h/t; full recomputation keeps only the layer input, 2·s·b·h. Flash attention removes the a·s² terms.</source>
        <translation>Pro Transformer-Schicht in 16 Bit ohne Neuberechnung: s·b·h·(34 + 5·a·s/h) Bytes für Sequenz s, Micro-Batch b, Hidden Size h und a Heads; mit Tensor-Parallelität t: s·b·h·(10 + 24/t + 5·a·s/(h·t)); mit Sequence Parallelism und selektiver Neuberechnung 34·s·b·h/t; volle Neuberechnung behält nur die Eingabe der Schicht, 2·s·b·h. Flash Attention entfernt die a·s²-Terme.</translation>
    </message>
    <message>
        <source>Korthikanti et al., Reducing Activation Recomputation in Large Transformer Models, arXiv:2205.05198</source>
        <translation>Korthikanti et al., Reducing Activation Recomputation in Large Transformer Models, arXiv:2205.05198</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV-Cache</translation>
    </message>
    <message>
        <source>2 × layers × KV heads × head size × tokens × batch × bytes per value; grouped-query attention counts the KV heads, not the query heads.</source>
        <translation>2 × Schichten × KV-Heads × Head-Größe × Tokens × Batch × Bytes pro Wert; bei Grouped-Query Attention zählen die KV-Heads, nicht die Query-Heads.</translation>
    </message>
    <message>
        <source>Training time</source>
        <translation>Trainingszeit</translation>
    </message>
    <message>
        <source>About 6 × parameters × tokens FLOPs (2 forward, 4 backward), 8 × with full recomputation. Each phase takes the longer of its FLOPs at the device&apos;s peak times the efficiency and its bytes at the memory bandwidth times the bandwidth share (a roofline).</source>
        <translation>Etwa 6 × Parameter × Tokens FLOPs (2 vorwärts, 4 rückwärts), 8 × mit voller Neuberechnung. Jede Phase dauert das Längere von ihren FLOPs bei der Spitzenleistung des Geräts mal Effizienz und ihren Bytes bei der Speicherbandbreite mal Bandbreitenanteil (ein Roofline-Modell).</translation>
    </message>
    <message>
        <source>EleutherAI, Transformer Math 101; Williams et al., Roofline, CACM 52(4), 2009</source>
        <translation>EleutherAI, Transformer Math 101; Williams et al., Roofline, CACM 52(4), 2009</translation>
    </message>
    <message>
        <source>Pipeline bubble and communication</source>
        <translation>Pipeline-Blase und Kommunikation</translation>
    </message>
    <message>
        <source>With p pipeline stages, m micro-batches per step and v interleaved stages per device, about (p−1)/(v·m) of the ideal step is idle. A ring all-reduce moves 2(N−1)/N × the gradient bytes per device, partly hidden behind the backward pass.</source>
        <translation>Bei p Pipeline-Stufen, m Micro-Batches pro Schritt und v verschränkten Stufen pro Gerät ist etwa (p−1)/(v·m) des idealen Schritts Leerlauf. Ein Ring-All-Reduce bewegt 2(N−1)/N × die Gradienten-Bytes pro Gerät, teils hinter dem Rückwärtsdurchlauf verdeckt.</translation>
    </message>
    <message>
        <source>Narayanan et al., Efficient Large-Scale Language Model Training on GPU Clusters Using Megatron-LM, arXiv:2104.04473</source>
        <translation>Narayanan et al., Efficient Large-Scale Language Model Training on GPU Clusters Using Megatron-LM, arXiv:2104.04473</translation>
    </message>
    <message>
        <source>Spot interruptions</source>
        <translation>Spot-Unterbrechungen</translation>
    </message>
    <message>
        <source>The checkpoint interval is Young&apos;s √(2 × checkpoint time × mean time between interruptions); the expected run time with lost work and restarts follows Daly&apos;s model.</source>
        <translation>Das Checkpoint-Intervall ist Youngs √(2 × Checkpoint-Zeit × mittlere Zeit zwischen Unterbrechungen); die erwartete Laufzeit mit verlorener Arbeit und Neustarts folgt Dalys Modell.</translation>
    </message>
    <message>
        <source>J. W. Young, CACM 17(9), 1974; J. T. Daly, Future Generation Computer Systems 22(3), 2006</source>
        <translation>J. W. Young, CACM 17(9), 1974; J. T. Daly, Future Generation Computer Systems 22(3), 2006</translation>
    </message>
    <message>
        <source>Serving latency</source>
        <translation>Serving-Latenz</translation>
    </message>
    <message>
        <source>A seeded discrete-event simulation of Poisson arrivals, micro-batching windows and replicas gives the p50 and p95 latencies; replicas are added until p95 meets the target.</source>
        <translation>Eine Ereignissimulation mit festem Seed aus Poisson-Ankünften, Micro-Batching-Fenstern und Replikaten liefert die p50- und p95-Latenzen; Replikate kommen hinzu, bis p95 das Ziel erreicht.</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>Hourly price × billed hours × devices, with cold starts and idle tails where they are billed. The ranges of time and cost come from the range of the efficiencies below.</source>
        <translation>Stundenpreis × abgerechnete Stunden × Geräte, mit Kaltstarts und Leerlaufphasen, wo sie abgerechnet werden. Die Spannen von Zeit und Kosten ergeben sich aus der Spanne der Effizienzen unten.</translation>
    </message>
    <message>
        <source>%1 µs</source>
        <translation>%1 µs</translation>
    </message>
    <message>
        <source>Training efficiency (%1)</source>
        <translation>Trainingseffizienz (%1)</translation>
    </message>
    <message>
        <source>Share of the sustained matrix rate a framework reaches over a whole training step: kernel gaps, unfused epilogues, host synchronisation.</source>
        <translation>Anteil der dauerhaften Matrixleistung, den ein Framework über einen ganzen Trainingsschritt erreicht: Kernel-Lücken, nicht fusionierte Epiloge, Host-Synchronisation.</translation>
    </message>
    <message>
        <source>Inference efficiency (%1)</source>
        <translation>Inferenzeffizienz (%1)</translation>
    </message>
    <message>
        <source>Inference engines fuse more kernels and launch fewer.</source>
        <translation>Inferenz-Engines fusionieren mehr Kernel und starten weniger.</translation>
    </message>
    <message>
        <source>Memory bandwidth share, GPU / CPU</source>
        <translation>Anteil der Speicherbandbreite, GPU / CPU</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Share of peak memory bandwidth that streaming kernels reach.</source>
        <translation>Anteil der Spitzen-Speicherbandbreite, den Streaming-Kernel erreichen.</translation>
    </message>
    <message>
        <source>Activation passes per training step</source>
        <translation>Aktivierungsdurchläufe pro Trainingsschritt</translation>
    </message>
    <message>
        <source>Stored activations are written in the forward and read in the backward; their gradients are written and read once more.</source>
        <translation>Gespeicherte Aktivierungen werden vorwärts geschrieben und rückwärts gelesen; ihre Gradienten werden noch einmal geschrieben und gelesen.</translation>
    </message>
    <message>
        <source>Fixed cost per GPU kernel</source>
        <translation>Fixkosten pro GPU-Kernel</translation>
    </message>
    <message>
        <source>Launch gap, ramp-up and tail of each kernel.</source>
        <translation>Startlücke, Anlauf und Auslauf jedes Kernels.</translation>
    </message>
    <message>
        <source>Kernels per layer, training / inference</source>
        <translation>Kernel pro Schicht, Training / Inferenz</translation>
    </message>
    <message>
        <source>Forward and backward of one transformer block; one inference pass with this framework.</source>
        <translation>Vorwärts und rückwärts durch einen Transformer-Block; ein Inferenzdurchlauf mit diesem Framework.</translation>
    </message>
    <message>
        <source>Eager frameworks issue each operator from the host; a step takes the longer of the GPU&apos;s and the host&apos;s time.</source>
        <translation>Eager-Frameworks geben jeden Operator vom Host aus; ein Schritt dauert das Längere aus GPU- und Host-Zeit.</translation>
    </message>
    <message>
        <source>Link efficiency</source>
        <translation>Link-Effizienz</translation>
    </message>
    <message>
        <source>×%1 – ×%2</source>
        <translation>×%1 – ×%2</translation>
    </message>
    <message>
        <source>on demand (no %1 price)</source>
        <translation>On-Demand (kein %1-Preis)</translation>
    </message>
    <message>
        <source>per GPU</source>
        <translation>pro GPU</translation>
    </message>
    <message>
        <source>per instance</source>
        <translation>pro Instanz</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>undated</source>
        <translation>ohne Datum</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Compute recommendation: %1</source>
        <translation>Empfehlung zur Rechenleistung: %1</translation>
    </message>
    <message>
        <source>cannot start the PDF %1</source>
        <translation>das PDF %1 kann nicht begonnen werden</translation>
    </message>
    <message>
        <source>Print the recommendation report</source>
        <translation>Empfehlungsbericht drucken</translation>
    </message>
    <message>
        <source>Untitled scenario</source>
        <translation>Unbenanntes Szenario</translation>
    </message>
    <message>
        <source>No option fits this workload in memory and meets its constraints.</source>
        <translation>Keine Option fasst diesen Workload im Speicher und erfüllt seine Vorgaben.</translation>
    </message>
    <message>
        <source>fits with %1 headroom</source>
        <translation>passt mit %1 Reserve</translation>
    </message>
    <message>
        <source>does not fit in memory</source>
        <translation>passt nicht in den Speicher</translation>
    </message>
    <message>
        <source>Compute recommendation</source>
        <translation>Empfehlung zur Rechenleistung</translation>
    </message>
    <message>
        <source>%1 · %2 · prepared with Rightsize %3</source>
        <translation>%1 · %2 · erstellt mit Rightsize %3</translation>
    </message>
    <message>
        <source>Recommendation</source>
        <translation>Empfehlung</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>No recommendation: no option fits in memory and meets the constraints. The options table and the findings below show what stands in the way.</source>
        <translation>Keine Empfehlung: keine Option passt in den Speicher und erfüllt die Vorgaben. Die Optionstabelle und die Befunde unten zeigen, woran es liegt.</translation>
    </message>
    <message>
        <source>p95 latency</source>
        <translation>p95-Latenz</translation>
    </message>
    <message>
        <source>%1 per million requests</source>
        <translation>%1 pro Million Anfragen</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>range %1 – %2</source>
        <translation>Spanne %1 – %2</translation>
    </message>
    <message>
        <source>of %1, %2 free</source>
        <translation>von %1, %2 frei</translation>
    </message>
    <message>
        <source>Bottleneck</source>
        <translation>Engpass</translation>
    </message>
    <message>
        <source>MFU %1</source>
        <translation>MFU %1</translation>
    </message>
    <message>
        <source>Constraints</source>
        <translation>Vorgaben</translation>
    </message>
    <message>
        <source>No deadline, budget or latency target was set: the cheapest option that fits is recommended.</source>
        <translation>Weder Frist noch Budget noch Latenzziel gesetzt: empfohlen wird die günstigste Option, die passt.</translation>
    </message>
    <message>
        <source>Inputs</source>
        <translation>Eingaben</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>Eingabe</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Diagramme</translation>
    </message>
    <message>
        <source>No serving chart: this workload does not serve requests.</source>
        <translation>Kein Serving-Diagramm: dieser Workload bedient keine Anfragen.</translation>
    </message>
    <message>
        <source>–</source>
        <translation>–</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Gerät</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <source>Time (range)</source>
        <translation>Zeit (Spanne)</translation>
    </message>
    <message>
        <source>Cost per hour</source>
        <translation>Kosten pro Stunde</translation>
    </message>
    <message>
        <source>Findings and fixes</source>
        <translation>Befunde und Abhilfen</translation>
    </message>
    <message>
        <source>None: nothing on the checklist needs attention for the recommended option.</source>
        <translation>Keine: auf der Checkliste braucht für die empfohlene Option nichts Aufmerksamkeit.</translation>
    </message>
    <message>
        <source>Fix: %1</source>
        <translation>Abhilfe: %1</translation>
    </message>
    <message>
        <source>Assumptions and formulas</source>
        <translation>Annahmen und Formeln</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>Quelle: %1</translation>
    </message>
    <message>
        <source>Efficiency constants</source>
        <translation>Effizienzkonstanten</translation>
    </message>
    <message>
        <source>Constant</source>
        <translation>Konstante</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Begründung</translation>
    </message>
    <message>
        <source>Prices used</source>
        <translation>Verwendete Preise</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>Rightsize %1 — page %2 of %3</source>
        <translation>Rightsize %1 — Seite %2 von %3</translation>
    </message>
    <message numerus="yes">
        <source>%1 req/s, %n replica(s)</source>
        <translation>
            <numerusform>%1 Anfr./s, %n Replikat</numerusform>
            <numerusform>%1 Anfr./s, %n Replikate</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (estimate)</source>
        <translation>%1 (Schätzung)</translation>
    </message>
    <message>
        <source>Prices move and differ by provider: each is one provider&apos;s offer, with its region, instance, the date it was observed and where. Edit them in the catalog.</source>
        <translation>Preise ändern sich und unterscheiden sich je Anbieter: jeder ist das Angebot eines Anbieters, mit Region, Instanz, dem Datum, an dem er gesehen wurde, und der Quelle. Bearbeiten Sie sie im Katalog.</translation>
    </message>
    <message>
        <source>Provider, region, instance</source>
        <translation>Anbieter, Region, Instanz</translation>
    </message>
    <message>
        <source>Observed</source>
        <translation>Gesehen am</translation>
    </message>
    <message>
        <source>Host cost per operator, Python / autograd</source>
        <translation>Host-Kosten pro Operator, Python / Autograd</translation>
    </message>
    <message>
        <source>Gradient bucket</source>
        <translation>Gradienten-Bucket</translation>
    </message>
    <message>
        <source>%1 MiB</source>
        <translation>%1 MiB</translation>
    </message>
    <message>
        <source>Gradients are reduced bucket by bucket while the backward runs; the last bucket is never hidden.</source>
        <translation>Gradienten werden Bucket für Bucket reduziert, während der Rückwärtsdurchlauf läuft; der letzte Bucket wird nie verdeckt.</translation>
    </message>
    <message>
        <source>Collective latency, in a node / across nodes</source>
        <translation>Latenz einer kollektiven Operation, im Knoten / über Knoten</translation>
    </message>
    <message>
        <source>The fixed cost of one collective operation, whatever its size.</source>
        <translation>Die festen Kosten einer kollektiven Operation, unabhängig von ihrer Größe.</translation>
    </message>
    <message>
        <source>Share of a link&apos;s one-way bandwidth that ring collectives reach.</source>
        <translation>Anteil der Bandbreite einer Verbindung in eine Richtung, den Ring-Kollektive erreichen.</translation>
    </message>
    <message>
        <source>no published runs of this kind to measure the range against</source>
        <translation>keine veröffentlichten Läufe dieser Art, an denen sich die Spanne messen ließe</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n published run(s) fell inside a range taken from the others</source>
        <translation>
            <numerusform>%1 von %n veröffentlichten Lauf lag in der Spanne, die aus den übrigen bestimmt wurde</numerusform>
            <numerusform>%1 von %n veröffentlichten Läufen lagen in der Spanne, die aus den übrigen bestimmt wurde</numerusform>
        </translation>
    </message>
    <message>
        <source>too few runs of this kind: the range of all time estimates; %1</source>
        <translation>zu wenige Läufe dieser Art: die Spanne aller Zeitschätzungen; %1</translation>
    </message>
    <message>
        <source>Time range (%1)</source>
        <translation>Zeitspanne (%1)</translation>
    </message>
    <message>
        <source>Memory range</source>
        <translation>Speicherspanne</translation>
    </message>
    <message>
        <source>the %1 deadline (takes %2)</source>
        <translation>die Frist von %1 (dauert %2)</translation>
    </message>
    <message>
        <source>the %1 budget (costs %2)</source>
        <translation>das Budget von %1 (kostet %2)</translation>
    </message>
    <message>
        <source>%1: %2, %3; %4</source>
        <translation>%1: %2, %3; %4</translation>
    </message>
    <message>
        <source>No option meets every limit. The closest misses %1. Closest: %2</source>
        <translation>Keine Option hält alle Grenzen ein. Die nächstbeste verfehlt %1. Nächstbeste: %2</translation>
    </message>
    <message>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <source>Rent %1</source>
        <translation>Mieten Sie %1</translation>
    </message>
    <message>
        <source>Options that fit</source>
        <translation>Optionen, die passen</translation>
    </message>
    <message numerus="yes">
        <source>%n option(s) fit in memory; the recommended one is highlighted.</source>
        <translation>
            <numerusform>%n Option passt in den Speicher; die empfohlene ist hervorgehoben.</numerusform>
            <numerusform>%n Optionen passen in den Speicher; die empfohlene ist hervorgehoben.</numerusform>
        </translation>
    </message>
    <message>
        <source>No option fits in memory.</source>
        <translation>Keine Option passt in den Speicher.</translation>
    </message>
    <message numerus="yes">
        <source>%n other option(s) do not fit in memory and are not listed.</source>
        <translation>
            <numerusform>%n weitere Option passt nicht in den Speicher und ist nicht aufgeführt.</numerusform>
            <numerusform>%n weitere Optionen passen nicht in den Speicher und sind nicht aufgeführt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n option(s) fit in memory. Listed: the best count of each device, cheapest first, at most %1; the recommended one is highlighted.</source>
        <translation>
            <numerusform>%n Option passt in den Speicher. Aufgeführt: die beste Anzahl je Gerät, günstigste zuerst, höchstens %1; die empfohlene ist hervorgehoben.</numerusform>
            <numerusform>%n Optionen passen in den Speicher. Aufgeführt: die beste Anzahl je Gerät, günstigste zuerst, höchstens %1; die empfohlene ist hervorgehoben.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n other option(s) fit but are not listed (other counts, or dearer devices); the window and “rightsize estimate” show them all.</source>
        <translation>
            <numerusform>%n weitere Option passt, ist aber nicht aufgeführt (andere Anzahl oder teureres Gerät); das Fenster und „rightsize estimate“ zeigen alle.</numerusform>
            <numerusform>%n weitere Optionen passen, sind aber nicht aufgeführt (andere Anzahlen oder teurere Geräte); das Fenster und „rightsize estimate“ zeigen alle.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2–%3)</source>
        <translation>%1 (%2–%3)</translation>
    </message>
    <message>
        <source>Energy and CO₂</source>
        <translation>Energie und CO₂</translation>
    </message>
    <message>
        <source>Each device draws idle + (TDP − idle) × its modelled utilisation, idle being %1 of its datasheet TDP; the host adds %2 of the devices&apos; TDP; devices of a whole instance the job leaves unused draw idle power. The facility multiplies this by a PUE of %3. CO₂ is that energy times the annual average grid carbon intensity of the offer&apos;s region (%4); a region not in the table has no CO₂ figure.</source>
        <translation>Jedes Gerät nimmt Leerlauf + (TDP − Leerlauf) × seine modellierte Auslastung auf, wobei der Leerlauf %1 der TDP laut Datenblatt beträgt; der Host fügt %2 der TDP der Geräte hinzu; Geräte einer ganzen Instanz, die der Job nicht nutzt, nehmen Leerlaufleistung auf. Das Rechenzentrum multipliziert dies mit einer PUE von %3. CO₂ ist diese Energie mal die jährliche mittlere CO₂-Intensität des Stromnetzes in der Region des Angebots (%4); eine Region, die nicht in der Tabelle steht, hat keinen CO₂-Wert.</translation>
    </message>
    <message>
        <source>Why these numbers</source>
        <translation>Warum diese Zahlen</translation>
    </message>
    <message>
        <source>The terms behind the recommended option&apos;s memory, time and cost: the same the window shows under &quot;Why this number?&quot; and the plan JSON carries as explanation.</source>
        <translation>Die Terme hinter Speicher, Zeit und Kosten der empfohlenen Option: dieselben, die das Fenster unter „Warum diese Zahl?“ zeigt und das Plan-JSON als explanation enthält.</translation>
    </message>
    <message>
        <source>Term</source>
        <translation>Term</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Einheit</translation>
    </message>
    <message>
        <source>The offer&apos;s region %1 (%2) takes %3 g CO₂ per kWh, the %4 annual grid average%5.</source>
        <translation>Die Region %1 (%2) des Angebots hat %3 g CO₂ pro kWh, den Jahresdurchschnitt des Stromnetzes von %4%5.</translation>
    </message>
    <message>
        <source>, the figure of %1 on the same grid</source>
        <translation>, den Wert von %1 im selben Netz</translation>
    </message>
    <message>
        <source>The offer&apos;s region has no grid intensity in the table, so no CO₂ figure is given.</source>
        <translation>Für die Region des Angebots steht keine Netzintensität in der Tabelle, daher wird kein CO₂-Wert angegeben.</translation>
    </message>
    <message>
        <source>Energy of the recommended option</source>
        <translation>Energie der empfohlenen Option</translation>
    </message>
    <message>
        <source>%1 draws %2 W at its datasheet TDP; at the modelled utilisation of %3% the placement&apos;s IT power averages %4 W. %5</source>
        <translation>%1 zieht laut Datenblatt-TDP %2 W; bei der modellierten Auslastung von %3 % liegt die IT-Leistung der Platzierung im Mittel bei %4 W. %5</translation>
    </message>
    <message>
        <source>Power: %1. Grid: %2</source>
        <translation>Leistung: %1. Netz: %2</translation>
    </message>
    <message>
        <source>kWh per hour</source>
        <translation>kWh pro Stunde</translation>
    </message>
    <message>
        <source>kWh</source>
        <translation>kWh</translation>
    </message>
    <message>
        <source>kg CO₂ per hour</source>
        <translation>kg CO₂ pro Stunde</translation>
    </message>
    <message>
        <source>kg CO₂</source>
        <translation>kg CO₂</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Price, pricing</source>
        <translation>Preis, Abrechnung</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Währung</translation>
    </message>
    <message>
        <source>%1. The plan compares prices in US dollars, the currency of the catalog; each amount in this report is that figure times %2, and offers priced in %3 took part converted at the same rate.</source>
        <translation>%1. Der Plan vergleicht Preise in US-Dollar, der Währung des Katalogs; jeder Betrag in diesem Bericht ist dieser Wert mal %2, und Angebote in %3 wurden zum selben Kurs umgerechnet berücksichtigt.</translation>
    </message>
    <message>
        <source>The rate of %1 given by the user</source>
        <translation>Der vom Benutzer angegebene Kurs vom %1</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation>%1 bei %2</translation>
    </message>
    <message>
        <source>%1, rented as %2</source>
        <translation>%1, gemietet als %2</translation>
    </message>
    <message>
        <source>Hosted API against your own model</source>
        <translation>Gehostete API gegen eigenes Modell</translation>
    </message>
    <message>
        <source>Serverless against a classic cluster</source>
        <translation>Serverless gegen klassischen Cluster</translation>
    </message>
    <message>
        <source>Cost per month against tokens per month: the API&apos;s price per token against the recommended option kept up all month; the ring marks the break-even.</source>
        <translation>Kosten pro Monat über Tokens pro Monat: der Tokenpreis der API gegen die empfohlene Option, den ganzen Monat in Betrieb; der Ring markiert die Gewinnschwelle.</translation>
    </message>
    <message>
        <source>Cost per day against runs per day: serverless billed per second of work against a classic cluster billed for its start-up and idle tail each run; the ring marks the break-even.</source>
        <translation>Kosten pro Tag über Läufe pro Tag: Serverless je Sekunde Arbeit abgerechnet gegen einen klassischen Cluster, der bei jedem Lauf Start und Leerlauf berechnet; der Ring markiert die Gewinnschwelle.</translation>
    </message>
    <message>
        <source>Ways of buying</source>
        <translation>Arten des Kaufs</translation>
    </message>
    <message>
        <source>%1, bought each way and kept up all month (730 h). The cheapest way that can be paid is highlighted; a way without a price says so.</source>
        <translation>%1, auf jede Art gekauft und den ganzen Monat in Betrieb (730 h). Die günstigste bezahlbare Art ist hervorgehoben; eine Art ohne Preis sagt es.</translation>
    </message>
    <message>
        <source>Time to first token</source>
        <translation>Zeit bis zum ersten Token</translation>
    </message>
    <message>
        <source>Time per output token</source>
        <translation>Zeit pro Ausgabetoken</translation>
    </message>
    <message>
        <source>From plan to launch</source>
        <translation>Vom Plan zum Start</translation>
    </message>
    <message numerus="yes">
        <source>The plan runs %n engine(s) on %1, each started with this command: the plan&apos;s tensor-parallel group, sequences at once, context length and memory share.</source>
        <translation>
            <numerusform>Der Plan betreibt %n Engine auf %1, gestartet mit diesem Befehl: Tensor-Parallel-Gruppe des Plans, gleichzeitige Sequenzen, Kontextlänge und Speicheranteil.</numerusform>
            <numerusform>Der Plan betreibt %n Engines auf %1, jede gestartet mit diesem Befehl: Tensor-Parallel-Gruppe des Plans, gleichzeitige Sequenzen, Kontextlänge und Speicheranteil.</numerusform>
        </translation>
    </message>
    <message>
        <source>MODEL is a placeholder: replace it with the model&apos;s Hugging Face name or a local path.</source>
        <translation>MODEL ist ein Platzhalter: ersetzen Sie ihn durch den Hugging-Face-Namen des Modells oder einen lokalen Pfad.</translation>
    </message>
    <message>
        <source>%1 at %2, %3</source>
        <translation>%1 bei %2, %3</translation>
    </message>
    <message numerus="yes">
        <source>%1 clients, %n replica(s)</source>
        <translation>
            <numerusform>%1 Clients, %n Replikat</numerusform>
            <numerusform>%1 Clients, %n Replikate</numerusform>
        </translation>
    </message>
    <message>
        <source>✗ misses %1</source>
        <translation>✗ verfehlt %1</translation>
    </message>
    <message>
        <source>%1, bought each way: per hour of the whole placement, the hours one run bills, and what a run, a day at %2 run(s) a day (its runs plus its start-up and idle time) and a month of 30.4 such days cost. The cheapest way that can be paid is highlighted; a way without a price says so.</source>
        <translation>%1, auf jede Art gekauft: pro Stunde der ganzen Platzierung, die Stunden, die ein Lauf berechnet, und was ein Lauf, ein Tag bei %2 Lauf/Läufen am Tag (seine Läufe plus Start- und Leerlaufzeit) und ein Monat aus 30,4 solchen Tagen kosten. Der günstigste bezahlbare Weg ist hervorgehoben; ein Weg ohne Preis sagt das.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Latency target p95 %1 at %2 requests/s: met, %3.</source>
        <translation>Latenzziel p95 %1 bei %2 Anfragen/s: erreicht, %3.</translation>
    </message>
    <message>
        <source>Latency target p95 %1: not met.</source>
        <translation>Latenzziel p95 %1: nicht erreicht.</translation>
    </message>
    <message>
        <source>%1 target p95 %2: met, %3.</source>
        <translation>%1-Ziel p95 %2: erreicht, %3.</translation>
    </message>
    <message>
        <source>%1 target p95 %2: not met.</source>
        <translation>%1-Ziel p95 %2: nicht erreicht.</translation>
    </message>
    <message>
        <source>the p95 %1 target (p95 %2)</source>
        <translation>das p95-Ziel von %1 (p95 %2)</translation>
    </message>
    <message>
        <source>the p95 %1 target</source>
        <translation>das p95-Ziel von %1</translation>
    </message>
    <message>
        <source>That command starts each prefill engine; each decode engine starts with:</source>
        <translation>Dieser Befehl startet jede Prefill-Engine; jede Decode-Engine startet mit:</translation>
    </message>
    <message numerus="yes">
        <source>%1: p95 %2 with %n client(s), %3; %4</source>
        <translation>
            <numerusform>%1: p95 %2 mit %n Client, %3; %4</numerusform>
            <numerusform>%1: p95 %2 mit %n Clients, %3; %4</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: p95 %2 at %3 requests/s, %4; %5</source>
        <translation>%1: p95 %2 bei %3 Anfragen/s, %4; %5</translation>
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
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>rightsize::ui::BuyingView</name>
    <message>
        <source>Ways of buying and break-even chart</source>
        <translation>Arten des Kaufs und Gewinnschwellen-Diagramm</translation>
    </message>
    <message>
        <source>Ways of buying the recommended option</source>
        <translation>Arten, die empfohlene Option zu kaufen</translation>
    </message>
    <message>
        <source>No plan yet</source>
        <translation>Noch kein Plan</translation>
    </message>
    <message>
        <source>Once an option fits, every way of buying it is compared here: on demand, spot, reserved, a classic cluster and serverless.</source>
        <translation>Sobald eine Option passt, wird hier jede Art des Kaufs verglichen: On demand, Spot, reserviert, ein klassischer Cluster und Serverless.</translation>
    </message>
    <message>
        <source>No serverless offer of %1 to weigh against a classic cluster.</source>
        <translation>Kein Serverless-Angebot für %1, das gegen einen klassischen Cluster abzuwägen wäre.</translation>
    </message>
    <message>
        <source>Give a hosted API&apos;s price per million tokens to weigh it against your own model.</source>
        <translation>Geben Sie den Preis einer gehosteten API pro Million Tokens an, um sie gegen Ihr eigenes Modell abzuwägen.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Tokens per month (millions)</source>
        <translation>Tokens pro Monat (Millionen)</translation>
    </message>
    <message>
        <source>Runs per day</source>
        <translation>Läufe pro Tag</translation>
    </message>
    <message>
        <source>Cost per month (%1)</source>
        <translation>Kosten/Monat (%1)</translation>
    </message>
    <message>
        <source>Cost per day (%1)</source>
        <translation>Kosten/Tag (%1)</translation>
    </message>
    <message>
        <source>Hosted API at %1 per million tokens</source>
        <translation>Gehostete API zu %1 pro Million Tokens</translation>
    </message>
    <message>
        <source>Serverless</source>
        <translation>Serverless</translation>
    </message>
    <message>
        <source>Own model: %1 at %2</source>
        <translation>Eigenes Modell: %1 zu %2</translation>
    </message>
    <message>
        <source>Classic cluster</source>
        <translation>Klassischer Cluster</translation>
    </message>
    <message>
        <source>This scenario
%1 tokens a month</source>
        <translation>Dieses Szenario
%1 Tokens im Monat</translation>
    </message>
    <message>
        <source>This scenario
%1 runs a day</source>
        <translation>Dieses Szenario
%1 Läufe am Tag</translation>
    </message>
    <message>
        <source>Break-even at %1 tokens a month, %2 a month</source>
        <translation>Gewinnschwelle bei %1 Tokens im Monat, %2 im Monat</translation>
    </message>
    <message>
        <source>Break-even at %1 runs a day, %2 a day</source>
        <translation>Gewinnschwelle bei %1 Läufen am Tag, %2 am Tag</translation>
    </message>
    <message>
        <source>Break-even</source>
        <translation>Gewinnschwelle</translation>
    </message>
    <message>
        <source>The classic cluster has no price known: only serverless is drawn.</source>
        <translation>Für den klassischen Cluster ist kein Preis bekannt: nur Serverless ist gezeichnet.</translation>
    </message>
    <message>
        <source>%1: below it the hosted API costs less, above it your own model.</source>
        <translation>%1: darunter kostet die gehostete API weniger, darüber Ihr eigenes Modell.</translation>
    </message>
    <message>
        <source>%1: below it your own model costs less, above it the hosted API.</source>
        <translation>%1: darunter kostet Ihr eigenes Modell weniger, darüber die gehostete API.</translation>
    </message>
    <message>
        <source>%1: below it serverless costs less, above it the classic cluster.</source>
        <translation>%1: darunter kostet Serverless weniger, darüber der klassische Cluster.</translation>
    </message>
    <message>
        <source>%1: below it the classic cluster costs less, above it serverless.</source>
        <translation>%1: darunter kostet der klassische Cluster weniger, darüber Serverless.</translation>
    </message>
    <message>
        <source>The hosted API costs less at every volume: your own model costs more per token.</source>
        <translation>Die gehostete API kostet bei jedem Volumen weniger: Ihr eigenes Modell kostet mehr pro Token.</translation>
    </message>
    <message>
        <source>Your own model costs less at every volume shown.</source>
        <translation>Ihr eigenes Modell kostet bei jedem gezeigten Volumen weniger.</translation>
    </message>
    <message>
        <source>Serverless costs less at every rate from one run a week to a day full of runs.</source>
        <translation>Serverless kostet bei jeder Rate weniger, von einem Lauf pro Woche bis zu einem Tag voller Läufe.</translation>
    </message>
    <message>
        <source>The classic cluster costs less at every rate from one run a week to a day full of runs.</source>
        <translation>Der klassische Cluster kostet bei jeder Rate weniger, von einem Lauf pro Woche bis zu einem Tag voller Läufe.</translation>
    </message>
    <message>
        <source>No recommendation</source>
        <translation>Keine Empfehlung</translation>
    </message>
</context>
<context>
    <name>rightsize::ui::CalibrationPanel</name>
    <message>
        <source>samples/s</source>
        <translation>Samples/s</translation>
    </message>
    <message>
        <source>tokens/s</source>
        <translation>Token/s</translation>
    </message>
    <message>
        <source>step time</source>
        <translation>Schrittzeit</translation>
    </message>
    <message>
        <source>job time</source>
        <translation>Jobdauer</translation>
    </message>
    <message>
        <source>peak memory</source>
        <translation>Spitzenspeicher</translation>
    </message>
    <message>
        <source>p50 latency</source>
        <translation>p50-Latenz</translation>
    </message>
    <message>
        <source>p95 latency</source>
        <translation>p95-Latenz</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Lauf</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Gerät</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>Gemessen</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>Vorher</translation>
    </message>
    <message>
        <source>After (run left out)</source>
        <translation>Nachher (Lauf ausgelassen)</translation>
    </message>
    <message>
        <source>Factor</source>
        <translation>Faktor</translation>
    </message>
    <message>
        <source>Correction</source>
        <translation>Korrektur</translation>
    </message>
    <message>
        <source>Factor (±1 standard deviation)</source>
        <translation>Faktor (±1 Standardabweichung)</translation>
    </message>
    <message>
        <source>Applies to</source>
        <translation>Gilt für</translation>
    </message>
    <message>
        <source>&amp;Apply to scenario</source>
        <translation>Auf Szenario &amp;anwenden</translation>
    </message>
    <message>
        <source>&amp;Unapply</source>
        <translation>&amp;Zurücknehmen</translation>
    </message>
    <message>
        <source>Calibration:</source>
        <translation>Kalibrierung:</translation>
    </message>
    <message>
        <source>Factors</source>
        <translation>Faktoren</translation>
    </message>
    <message>
        <source>%1 (version %2)</source>
        <translation>%1 (Version %2)</translation>
    </message>
    <message>
        <source>none yet: rightsize calibrate RUNS… --name NAME</source>
        <translation>noch keine: rightsize calibrate LÄUFE… --name NAME</translation>
    </message>
    <message>
        <source>This calibration cannot be read: %1</source>
        <translation>Diese Kalibrierung ist nicht lesbar: %1</translation>
    </message>
    <message>
        <source>A calibration fits your team&apos;s correction factors to runs you measured (MLflow runs, Trainer results, nvidia-smi logs).</source>
        <translation>Eine Kalibrierung passt die Korrekturfaktoren Ihres Teams an gemessene Läufe an (MLflow-Läufe, Trainer-Ergebnisse, nvidia-smi-Protokolle).</translation>
    </message>
    <message numerus="yes">
        <source>%1. Mean error over %n measurement(s): %2% before, %3% after, each run predicted by the factors fitted on the others.</source>
        <translation>
            <numerusform>%1. Mittlerer Fehler über %n Messung: %2 % vorher, %3 % nachher, jeder Lauf vorhergesagt mit den an den übrigen angepassten Faktoren.</numerusform>
            <numerusform>%1. Mittlerer Fehler über %n Messungen: %2 % vorher, %3 % nachher, jeder Lauf vorhergesagt mit den an den übrigen angepassten Faktoren.</numerusform>
        </translation>
    </message>
    <message>
        <source>not used: %1</source>
        <translation>nicht verwendet: %1</translation>
    </message>
    <message>
        <source>Predicted against measured: %1</source>
        <translation>Vorhergesagt gegen gemessen: %1</translation>
    </message>
    <message>
        <source>Apply calibration</source>
        <translation>Kalibrierung anwenden</translation>
    </message>
    <message>
        <source>Unapply calibration</source>
        <translation>Kalibrierung zurücknehmen</translation>
    </message>
    <message>
        <source>Calibration</source>
        <translation>Kalibrierung</translation>
    </message>
</context>
<context>
    <name>rightsize::ui::CalibrationScatterView</name>
    <message>
        <source>GiB</source>
        <translation>GiB</translation>
    </message>
    <message>
        <source>samples/s</source>
        <translation>Samples/s</translation>
    </message>
    <message>
        <source>tokens/s</source>
        <translation>Token/s</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>s</source>
        <translation>s</translation>
    </message>
    <message>
        <source>predicted, %1</source>
        <translation>vorhergesagt, %1</translation>
    </message>
    <message>
        <source>measured, %1</source>
        <translation>gemessen, %1</translation>
    </message>
    <message>
        <source>No run of this calibration could be compared with the plan.</source>
        <translation>Kein Lauf dieser Kalibrierung ließ sich mit dem Plan vergleichen.</translation>
    </message>
    <message>
        <source>prediction = measurement</source>
        <translation>Vorhersage = Messung</translation>
    </message>
    <message>
        <source>uncalibrated</source>
        <translation>unkalibriert</translation>
    </message>
    <message>
        <source>calibrated (run left out)</source>
        <translation>kalibriert (Lauf ausgelassen)</translation>
    </message>
</context>
<context>
    <name>rightsize::ui::CatalogDevicesModel</name>
    <message>
        <source>Custom device</source>
        <translation>Eigenes Gerät</translation>
    </message>
    <message>
        <source>entered by hand</source>
        <translation>von Hand eingegeben</translation>
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
        <translation>Name</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Memory (GiB)</source>
        <translation>Speicher (GiB)</translation>
    </message>
    <message>
        <source>Bandwidth (GB/s)</source>
        <translation>Bandbreite (GB/s)</translation>
    </message>
    <message>
        <source>Peak 16-bit (TFLOP/s)</source>
        <translation>Spitze 16 Bit (TFLOP/s)</translation>
    </message>
    <message>
        <source>On-demand ($/h)</source>
        <translation>On-Demand ($/h)</translation>
    </message>
    <message>
        <source>Spot ($/h)</source>
        <translation>Spot ($/h)</translation>
    </message>
    <message>
        <source>Serverless ($/h)</source>
        <translation>Serverless ($/h)</translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation>%1 (Kopie)</translation>
    </message>
    <message>
        <source>No price known for this device.</source>
        <translation>Für dieses Gerät ist kein Preis bekannt.</translation>
    </message>
    <message>
        <source>%1
Source: %2</source>
        <translation>%1
Quelle: %2</translation>
    </message>
    <message>
        <source>Observed</source>
        <translation>Gesehen am</translation>
    </message>
    <message>
        <source>built-in</source>
        <translation>mitgeliefert</translation>
    </message>
    <message>
        <source>prices changed</source>
        <translation>Preise geändert</translation>
    </message>
    <message>
        <source>changed</source>
        <translation>geändert</translation>
    </message>
    <message>
        <source>added</source>
        <translation>hinzugefügt</translation>
    </message>
    <message>
        <source>As the program ships it.</source>
        <translation>So, wie das Programm ihn mitliefert.</translation>
    </message>
    <message>
        <source>Your change, kept in the library: every scenario and rightsize estimate --db use it.</source>
        <translation>Ihre Änderung, in der Bibliothek gespeichert: jedes Szenario und rightsize estimate --db verwenden sie.</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>Angaben</translation>
    </message>
</context>
<context>
    <name>rightsize::ui::CatalogEditor</name>
    <message>
        <source>Hardware and prices</source>
        <translation>Hardware und Preise</translation>
    </message>
    <message>
        <source>Catalog editor</source>
        <translation>Katalog-Editor</translation>
    </message>
    <message>
        <source>Devices and prices</source>
        <translation>Geräte und Preise</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Hinzufügen</translation>
    </message>
    <message>
        <source>Add a copy of the selected device</source>
        <translation>Eine Kopie des gewählten Geräts hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <source>Reset to &amp;built-in</source>
        <translation>Auf &amp;Standard zurücksetzen</translation>
    </message>
    <message>
        <source>Forget every change and use the catalog that ships with the program</source>
        <translation>Alle Änderungen verwerfen und den mitgelieferten Katalog verwenden</translation>
    </message>
    <message>
        <source>Prices move: edit them to match your provider. A price you change is dated today. Changes are kept in the library and used by every scenario and by rightsize estimate --db; bold rows differ from the built-in catalog.</source>
        <translation>Preise ändern sich: passen Sie sie an Ihren Anbieter an. Ein geänderter Preis erhält das heutige Datum. Änderungen werden in der Bibliothek gespeichert und von jedem Szenario und von rightsize estimate --db verwendet; fett gesetzte Zeilen weichen vom mitgelieferten Katalog ab.</translation>
    </message>
    <message>
        <source>Re&amp;vert device</source>
        <translation>Gerät &amp;zurücksetzen</translation>
    </message>
    <message>
        <source>Put back the built-in figures of the selected device</source>
        <translation>Die mitgelieferten Angaben des gewählten Geräts wiederherstellen</translation>
    </message>
    <message>
        <source>Saved in the library %1.</source>
        <translation>In der Bibliothek %1 gespeichert.</translation>
    </message>
    <message>
        <source>No library is open: changes last until the program closes.</source>
        <translation>Keine Bibliothek geöffnet: Änderungen gelten, bis das Programm beendet wird.</translation>
    </message>
    <message>
        <source>Left out: %1: %2</source>
        <translation>Ausgelassen: %1: %2</translation>
    </message>
    <message>
        <source>Not saved in the library: %1</source>
        <translation>Nicht in der Bibliothek gespeichert: %1</translation>
    </message>
</context>
<context>
    <name>rightsize::ui::CompareDialog</name>
    <message>
        <source>Compare “%1” and “%2”</source>
        <translation>„%1“ und „%2“ vergleichen</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>Eingabe</translation>
    </message>
    <message>
        <source>no plan</source>
        <translation>kein Plan</translation>
    </message>
    <message>
        <source>nothing fits</source>
        <translation>nichts passt</translation>
    </message>
    <message>
        <source>Recommended</source>
        <translation>Empfohlen</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>Fits in memory</source>
        <translation>Passt in den Speicher</translation>
    </message>
    <message>
        <source>no (%1 needed per device)</source>
        <translation>nein (%1 pro Gerät nötig)</translation>
    </message>
    <message>
        <source>yes, %1 headroom</source>
        <translation>ja, %1 Reserve</translation>
    </message>
    <message>
        <source>p95 latency</source>
        <translation>p95-Latenz</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message numerus="yes">
        <source>%n input(s) differ:</source>
        <translation>
            <numerusform>%n Eingabe unterscheidet sich:</numerusform>
            <numerusform>%n Eingaben unterscheiden sich:</numerusform>
        </translation>
    </message>
    <message>
        <source>The inputs are the same (a dash means the default).</source>
        <translation>Die Eingaben sind gleich (ein Strich steht für den Standardwert).</translation>
    </message>
    <message>
        <source>What each plan recommends:</source>
        <translation>Was jeder Plan empfiehlt:</translation>
    </message>
</context>
<context>
    <name>rightsize::ui::CompareValuesDialog</name>
    <message>
        <source>not one of the choices</source>
        <translation>keine der Auswahlmöglichkeiten</translation>
    </message>
    <message>
        <source>Compare values</source>
        <translation>Werte vergleichen</translation>
    </message>
    <message>
        <source>Values separated by commas, such as 64, 128, 256</source>
        <translation>Werte durch Kommas getrennt, etwa 64, 128, 256</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Feld</translation>
    </message>
    <message>
        <source>Values</source>
        <translation>Werte</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Recommended</source>
        <translation>Empfohlen</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Per hour</source>
        <translation>Pro Stunde</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <source>Targets met</source>
        <translation>Ziele erreicht</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Vergleichen</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>refused</source>
        <translation>abgelehnt</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
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
            <numerusform>%n Angebot in %1 ausgelassen: kein Kurs für %1 (Ansicht → Anzeigewährung…)</numerusform>
            <numerusform>%n Angebote in %1 ausgelassen: kein Kurs für %1 (Ansicht → Anzeigewährung…)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rightsize::ui::DisplayCurrencyDialog</name>
    <message>
        <source>US dollar (no conversion)</source>
        <translation>US-Dollar (keine Umrechnung)</translation>
    </message>
    <message>
        <source>Another currency, at a rate I give</source>
        <translation>Eine andere Währung, zu einem Kurs, den ich angebe</translation>
    </message>
    <message>
        <source>Display currency</source>
        <translation>Anzeigewährung</translation>
    </message>
    <message>
        <source>The plan compares prices in US dollars, the currency of the catalog. Money in the window and the report can be shown in another currency at a rate you give; offers priced in that currency then take part in the comparison.</source>
        <translation>Der Plan vergleicht Preise in US-Dollar, der Währung des Katalogs. Beträge im Fenster und im Bericht können in einer anderen Währung zu einem von Ihnen angegebenen Kurs gezeigt werden; Angebote in dieser Währung nehmen dann am Vergleich teil.</translation>
    </message>
    <message>
        <source>YYYY-MM-DD</source>
        <translation>JJJJ-MM-TT</translation>
    </message>
    <message>
        <source>Currency (ISO code)</source>
        <translation>Währung (ISO-Code)</translation>
    </message>
    <message>
        <source>Units per US dollar</source>
        <translation>Einheiten je US-Dollar</translation>
    </message>
    <message>
        <source>Date of the rate</source>
        <translation>Datum des Kurses</translation>
    </message>
    <message>
        <source>Three capital letters, as ISO 4217 writes currency codes (e.g. EUR).</source>
        <translation>Drei Großbuchstaben, wie ISO 4217 Währungscodes schreibt (z. B. EUR).</translation>
    </message>
    <message>
        <source>A US dollar buys one US dollar: the rate is 1.</source>
        <translation>Ein US-Dollar kauft einen US-Dollar: Der Kurs ist 1.</translation>
    </message>
    <message>
        <source>A number from 0.001 to 1,000,000: how many units of the currency one US dollar buys.</source>
        <translation>Eine Zahl von 0,001 bis 1.000.000: wie viele Einheiten der Währung ein US-Dollar kauft.</translation>
    </message>
    <message>
        <source>A date as YYYY-MM-DD: the day the rate held.</source>
        <translation>Ein Datum als JJJJ-MM-TT: der Tag, an dem der Kurs galt.</translation>
    </message>
</context>
<context>
    <name>rightsize::ui::LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>Sp&amp;rache</translation>
    </message>
    <message>
        <source>&amp;System language (%1)</source>
        <translation>&amp;Systemsprache (%1)</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>The new language applies the next time Rightsize starts.</source>
        <translation>Die neue Sprache gilt ab dem nächsten Start von Rightsize.</translation>
    </message>
</context>
<context>
    <name>rightsize::ui::Library</name>
    <message>
        <source>Another copy of Rightsize is busy with the library; try again in a moment.</source>
        <translation>Eine andere Rightsize-Instanz arbeitet gerade mit der Bibliothek; versuchen Sie es gleich noch einmal.</translation>
    </message>
    <message>
        <source>The scenario is no longer in the library.</source>
        <translation>Das Szenario ist nicht mehr in der Bibliothek.</translation>
    </message>
    <message>
        <source>The library was written by a newer Rightsize and is left untouched.</source>
        <translation>Die Bibliothek wurde von einem neueren Rightsize geschrieben und bleibt unverändert.</translation>
    </message>
    <message>
        <source>The file is not a Rightsize library; it is left untouched.</source>
        <translation>Die Datei ist keine Rightsize-Bibliothek; sie bleibt unverändert.</translation>
    </message>
    <message>
        <source>The library is damaged and cannot be read; it is left untouched.</source>
        <translation>Die Bibliothek ist beschädigt und nicht lesbar; sie bleibt unverändert.</translation>
    </message>
    <message>
        <source>This library is read-only for your database role (or was opened for reading): scenarios can be opened and saved as files, not changed here.</source>
        <translation>Diese Bibliothek ist für Ihre Datenbankrolle schreibgeschützt (oder wurde nur zum Lesen geöffnet): Szenarien lassen sich öffnen und als Dateien speichern, hier aber nicht ändern.</translation>
    </message>
    <message>
        <source>This library is read-only for your database role: %1</source>
        <translation>Diese Bibliothek ist für Ihre Datenbankrolle schreibgeschützt: %1</translation>
    </message>
    <message>
        <source>Someone else saved this scenario meanwhile.</source>
        <translation>Jemand anderes hat dieses Szenario inzwischen gespeichert.</translation>
    </message>
</context>
<context>
    <name>rightsize::ui::LibraryModel</name>
    <message>
        <source>Created %1, modified %2</source>
        <translation>Erstellt %1, geändert %2</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>Tags</translation>
    </message>
    <message>
        <source>Modified</source>
        <translation>Geändert</translation>
    </message>
</context>
<context>
    <name>rightsize::ui::LibraryPanel</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>Search the library</source>
        <translation>Bibliothek durchsuchen</translation>
    </message>
    <message>
        <source>Scenarios</source>
        <translation>Szenarien</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>Ö&amp;ffnen</translation>
    </message>
    <message>
        <source>Open the scenario in the editor</source>
        <translation>Das Szenario im Editor öffnen</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Neu</translation>
    </message>
    <message>
        <source>Start a new scenario in the editor</source>
        <translation>Ein neues Szenario im Editor beginnen</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save the scenario in the editor to the library</source>
        <translation>Das Szenario aus dem Editor in der Bibliothek speichern</translation>
    </message>
    <message>
        <source>D&amp;uplicate</source>
        <translation>D&amp;uplizieren</translation>
    </message>
    <message>
        <source>Make a copy of the selected scenario</source>
        <translation>Eine Kopie des gewählten Szenarios anlegen</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>&amp;Umbenennen</translation>
    </message>
    <message>
        <source>Rename the selected scenario</source>
        <translation>Das gewählte Szenario umbenennen</translation>
    </message>
    <message>
        <source>Edit &amp;tags</source>
        <translation>&amp;Tags bearbeiten</translation>
    </message>
    <message>
        <source>Edit the tags of the selected scenario, separated by commas</source>
        <translation>Die Tags des gewählten Szenarios bearbeiten, durch Kommas getrennt</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <source>Delete the selected scenarios (can be undone)</source>
        <translation>Die gewählten Szenarien löschen (rückgängig machbar)</translation>
    </message>
    <message>
        <source>&amp;History</source>
        <translation>&amp;Verlauf</translation>
    </message>
    <message>
        <source>Earlier versions of the selected scenario</source>
        <translation>Frühere Versionen des gewählten Szenarios</translation>
    </message>
    <message>
        <source>&amp;Compare</source>
        <translation>Ver&amp;gleichen</translation>
    </message>
    <message>
        <source>Compare the two selected scenarios side by side</source>
        <translation>Die zwei gewählten Szenarien nebeneinander vergleichen</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Importieren…</translation>
    </message>
    <message>
        <source>Import scenarios from files</source>
        <translation>Szenarien aus Dateien importieren</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Exportieren…</translation>
    </message>
    <message>
        <source>Export the selected scenarios to a file</source>
        <translation>Die gewählten Szenarien in eine Datei exportieren</translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation>%1 (Kopie)</translation>
    </message>
    <message>
        <source>Made “%1”.</source>
        <translation>„%1“ angelegt.</translation>
    </message>
    <message>
        <source>Deleted “%1”.</source>
        <translation>„%1“ gelöscht.</translation>
    </message>
    <message numerus="yes">
        <source>Deleted %n scenario(s).</source>
        <translation>
            <numerusform>%n Szenario gelöscht.</numerusform>
            <numerusform>%n Szenarien gelöscht.</numerusform>
        </translation>
    </message>
    <message>
        <source>Search…</source>
        <translation>Suchen…</translation>
    </message>
    <message>
        <source>Search the names, tags and notes of the scenarios</source>
        <translation>Namen, Tags und Notizen der Szenarien durchsuchen</translation>
    </message>
    <message>
        <source>Newest first</source>
        <translation>Neueste zuerst</translation>
    </message>
    <message>
        <source>Oldest first</source>
        <translation>Älteste zuerst</translation>
    </message>
    <message>
        <source>Name A–Z</source>
        <translation>Name A–Z</translation>
    </message>
    <message>
        <source>Name Z–A</source>
        <translation>Name Z–A</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>Tags</translation>
    </message>
    <message>
        <source>Order of the list</source>
        <translation>Reihenfolge der Liste</translation>
    </message>
    <message>
        <source>Sort the library</source>
        <translation>Bibliothek sortieren</translation>
    </message>
    <message>
        <source>Tags of “%1”</source>
        <translation>Tags von „%1“</translation>
    </message>
    <message>
        <source>Tags, separated by commas:</source>
        <translation>Tags, durch Kommas getrennt:</translation>
    </message>
    <message>
        <source>Team library: %1</source>
        <translation>Team-Bibliothek: %1</translation>
    </message>
    <message>
        <source>Library: %1</source>
        <translation>Bibliothek: %1</translation>
    </message>
    <message>
        <source>Read-only: this library is read-only for your database role.</source>
        <translation>Schreibgeschützt: Diese Bibliothek ist für Ihre Datenbankrolle schreibgeschützt.</translation>
    </message>
    <message>
        <source>Read-only: this library was opened for reading only.</source>
        <translation>Schreibgeschützt: Diese Bibliothek wurde nur zum Lesen geöffnet.</translation>
    </message>
    <message>
        <source>Autosave is off; save your work as a file.</source>
        <translation>Automatisches Sichern ist aus; speichern Sie Ihre Arbeit als Datei.</translation>
    </message>
</context>
<context>
    <name>rightsize::ui::MainWindow</name>
    <message>
        <source>Workload</source>
        <translation>Workload</translation>
    </message>
    <message>
        <source>&amp;Memory fit</source>
        <translation>&amp;Speicherbedarf</translation>
    </message>
    <message>
        <source>&amp;Time vs cost</source>
        <translation>&amp;Zeit und Kosten</translation>
    </message>
    <message>
        <source>&amp;Pipeline</source>
        <translation>&amp;Pipeline</translation>
    </message>
    <message>
        <source>&amp;Serving</source>
        <translation>S&amp;erving</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Optionen</translation>
    </message>
    <message>
        <source>Recommendation</source>
        <translation>Empfehlung</translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s) in the scenario; the last good plan is shown.</source>
        <translation>
            <numerusform>%n Problem im Szenario; der letzte gültige Plan wird angezeigt.</numerusform>
            <numerusform>%n Probleme im Szenario; der letzte gültige Plan wird angezeigt.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>&amp;Export chart as PNG or SVG…</source>
        <translation>Diagramm als PNG oder SVG &amp;exportieren…</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <source>Export options as &amp;CSV…</source>
        <translation>Optionen als &amp;CSV exportieren…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
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
        <translation>Diagramm als Bild &amp;kopieren</translation>
    </message>
    <message>
        <source>Ctrl+Shift+C</source>
        <translation>Ctrl+Shift+C</translation>
    </message>
    <message>
        <source>&amp;Hardware and prices…</source>
        <translation>&amp;Hardware und Preise…</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>S&amp;ystem colours</source>
        <translation>S&amp;ystemfarben</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Hell</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Dunkel</translation>
    </message>
    <message>
        <source>&amp;Scenario</source>
        <translation>S&amp;zenario</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;About Rightsize</source>
        <translation>Ü&amp;ber Rightsize</translation>
    </message>
    <message>
        <source>Scenario &amp;presets</source>
        <translation>Szenario-&amp;Vorlagen</translation>
    </message>
    <message>
        <source>&amp;Model presets</source>
        <translation>&amp;Modellvorlagen</translation>
    </message>
    <message>
        <source>untitled</source>
        <translation>unbenannt</translation>
    </message>
    <message>
        <source>%1 — %2[*] — Rightsize</source>
        <translation>%1 — %2[*] — Rightsize</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Szenario</translation>
    </message>
    <message numerus="yes">
        <source>%n option(s) planned in %1 ms</source>
        <translation>
            <numerusform>%n Option in %1 ms geplant</numerusform>
            <numerusform>%n Optionen in %1 ms geplant</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 is too large to be a scenario file.</source>
        <translation>%1 ist zu groß für eine Szenario-Datei.</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>%1 geöffnet</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 is not a scenario Rightsize can use:

%2</source>
        <translation>%1 ist kein Szenario, das Rightsize verwenden kann:

%2</translation>
    </message>
    <message>
        <source>Cannot open the scenario</source>
        <translation>Das Szenario kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Cannot save the scenario</source>
        <translation>Das Szenario kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>Open scenario</source>
        <translation>Szenario öffnen</translation>
    </message>
    <message>
        <source>Scenario files (*.json);;All files (*)</source>
        <translation>Szenario-Dateien (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Save scenario</source>
        <translation>Szenario speichern</translation>
    </message>
    <message>
        <source>Scenario files (*.json)</source>
        <translation>Szenario-Dateien (*.json)</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>The scenario has changes that are not saved. Save them?</source>
        <translation>Das Szenario hat ungespeicherte Änderungen. Speichern?</translation>
    </message>
    <message>
        <source>Chart copied to the clipboard</source>
        <translation>Diagramm in die Zwischenablage kopiert</translation>
    </message>
    <message>
        <source>Exported from Rightsize</source>
        <translation>Aus Rightsize exportiert</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg)</source>
        <translation>PNG-Bild (*.png);;SVG-Grafik (*.svg)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Export fehlgeschlagen</translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation>%1 kann nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>Export options</source>
        <translation>Optionen exportieren</translation>
    </message>
    <message>
        <source>CSV table (*.csv)</source>
        <translation>CSV-Tabelle (*.csv)</translation>
    </message>
    <message>
        <source>Library</source>
        <translation>Bibliothek</translation>
    </message>
    <message>
        <source>&amp;New scenario</source>
        <translation>&amp;Neues Szenario</translation>
    </message>
    <message>
        <source>Save to the library, or to the file the scenario came from</source>
        <translation>In der Bibliothek speichern oder in der Datei, aus der das Szenario stammt</translation>
    </message>
    <message>
        <source>Save to &amp;library</source>
        <translation>In der &amp;Bibliothek speichern</translation>
    </message>
    <message>
        <source>Save &amp;as file…</source>
        <translation>Als &amp;Datei speichern…</translation>
    </message>
    <message>
        <source>&amp;Import scenarios…</source>
        <translation>Szenarien &amp;importieren…</translation>
    </message>
    <message>
        <source>Ctrl+I</source>
        <translation>Ctrl+I</translation>
    </message>
    <message>
        <source>E&amp;xport scenarios…</source>
        <translation>Szenarien e&amp;xportieren…</translation>
    </message>
    <message>
        <source>&amp;Library</source>
        <translation>&amp;Bibliothek</translation>
    </message>
    <message>
        <source>Ctrl+L</source>
        <translation>Ctrl+L</translation>
    </message>
    <message>
        <source>library</source>
        <translation>Bibliothek</translation>
    </message>
    <message>
        <source>%1: %2: %3</source>
        <translation>%1: %2: %3</translation>
    </message>
    <message>
        <source>No library: %1</source>
        <translation>Keine Bibliothek: %1</translation>
    </message>
    <message>
        <source>Cannot open the library</source>
        <translation>Die Bibliothek kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>The scenario library %1 cannot be opened: %2
Scenarios can still be opened from and saved to files.</source>
        <translation>Die Szenario-Bibliothek %1 kann nicht geöffnet werden: %2
Szenarien lassen sich weiter aus Dateien öffnen und in Dateien speichern.</translation>
    </message>
    <message>
        <source>The scenario library %1 was damaged and could not be read. It has been moved aside to %2, unchanged, and a new empty library was started.</source>
        <translation>Die Szenario-Bibliothek %1 war beschädigt und konnte nicht gelesen werden. Sie wurde unverändert nach %2 verschoben, und eine neue, leere Bibliothek wurde angelegt.</translation>
    </message>
    <message>
        <source>The damaged library was moved aside; this is a new one.</source>
        <translation>Die beschädigte Bibliothek wurde beiseitegelegt; dies ist eine neue.</translation>
    </message>
    <message>
        <source>The library was damaged</source>
        <translation>Die Bibliothek war beschädigt</translation>
    </message>
    <message>
        <source>Scenario library</source>
        <translation>Szenario-Bibliothek</translation>
    </message>
    <message>
        <source>Unsaved work</source>
        <translation>Ungespeicherte Arbeit</translation>
    </message>
    <message>
        <source>Unsaved work from the last session could not be read:
%1</source>
        <translation>Ungespeicherte Arbeit aus der letzten Sitzung konnte nicht gelesen werden:
%1</translation>
    </message>
    <message>
        <source>autosave</source>
        <translation>automatische Sicherung</translation>
    </message>
    <message>
        <source>Restore unsaved work?</source>
        <translation>Ungespeicherte Arbeit wiederherstellen?</translation>
    </message>
    <message>
        <source>Rightsize did not close normally last time. Restore the unsaved changes to “%1” from %2?</source>
        <translation>Rightsize wurde beim letzten Mal nicht normal beendet. Die ungespeicherten Änderungen an „%1“ vom %2 wiederherstellen?</translation>
    </message>
    <message>
        <source>Restored the unsaved changes to “%1”</source>
        <translation>Ungespeicherte Änderungen an „%1“ wiederhergestellt</translation>
    </message>
    <message>
        <source>“%1” is not a scenario Rightsize can use:

%2</source>
        <translation>„%1“ ist kein Szenario, das Rightsize verwenden kann:

%2</translation>
    </message>
    <message>
        <source>Opened “%1” from the library</source>
        <translation>„%1“ aus der Bibliothek geöffnet</translation>
    </message>
    <message>
        <source>Cannot save to the library</source>
        <translation>Speichern in der Bibliothek nicht möglich</translation>
    </message>
    <message>
        <source>No library is open.</source>
        <translation>Keine Bibliothek geöffnet.</translation>
    </message>
    <message>
        <source>Saved “%1” to the library</source>
        <translation>„%1“ in der Bibliothek gespeichert</translation>
    </message>
    <message>
        <source>New scenario</source>
        <translation>Neues Szenario</translation>
    </message>
    <message>
        <source>The library copy of this scenario changed; your unsaved edits are kept.</source>
        <translation>Die Bibliothekskopie dieses Szenarios hat sich geändert; Ihre ungespeicherten Änderungen bleiben erhalten.</translation>
    </message>
    <message>
        <source>Cannot import</source>
        <translation>Import nicht möglich</translation>
    </message>
    <message>
        <source>%1: cannot read the file: %2</source>
        <translation>%1: die Datei kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>No scenarios to import.</source>
        <translation>Keine Szenarien zu importieren.</translation>
    </message>
    <message>
        <source>Nothing was imported</source>
        <translation>Nichts importiert</translation>
    </message>
    <message>
        <source>Nothing was imported, because:

%1</source>
        <translation>Nichts wurde importiert, weil:

%1</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n scenario(s)</source>
        <translation>
            <numerusform>%n Szenario importiert</numerusform>
            <numerusform>%n Szenarien importiert</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exported %n scenario(s) to %1</source>
        <translation>
            <numerusform>%n Szenario nach %1 exportiert</numerusform>
            <numerusform>%n Szenarien nach %1 exportiert</numerusform>
        </translation>
    </message>
    <message>
        <source>Import scenarios</source>
        <translation>Szenarien importieren</translation>
    </message>
    <message>
        <source>Scenario files and bundles (*.json);;All files (*)</source>
        <translation>Szenario-Dateien und -Pakete (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>scenarios</source>
        <translation>szenarien</translation>
    </message>
    <message>
        <source>Export scenarios as a bundle</source>
        <translation>Szenarien als Paket exportieren</translation>
    </message>
    <message>
        <source>Export scenario</source>
        <translation>Szenario exportieren</translation>
    </message>
    <message>
        <source>Export &amp;PDF report…</source>
        <translation>&amp;PDF-Bericht exportieren…</translation>
    </message>
    <message>
        <source>Export PDF report</source>
        <translation>PDF-Bericht exportieren</translation>
    </message>
    <message>
        <source>report</source>
        <translation>bericht</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF-Dokumente (*.pdf)</translation>
    </message>
    <message>
        <source>Ctrl+Shift+E</source>
        <translation>Ctrl+Shift+E</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Drucken…</translation>
    </message>
    <message>
        <source>&amp;Workshop</source>
        <translation>&amp;Workshop</translation>
    </message>
    <message>
        <source>Checklist &amp;walkthrough</source>
        <translation>&amp;Checkliste durchgehen</translation>
    </message>
    <message>
        <source>&amp;Exercises</source>
        <translation>Ü&amp;bungen</translation>
    </message>
    <message>
        <source>&amp;Quiz</source>
        <translation>&amp;Quiz</translation>
    </message>
    <message>
        <source>&amp;Presenter mode</source>
        <translation>&amp;Präsentationsmodus</translation>
    </message>
    <message>
        <source>&amp;User guide</source>
        <translation>&amp;Handbuch</translation>
    </message>
    <message>
        <source>Import &amp;model config…</source>
        <translation>&amp;Modellkonfiguration importieren…</translation>
    </message>
    <message>
        <source>Import model config</source>
        <translation>Modellkonfiguration importieren</translation>
    </message>
    <message>
        <source>Hugging Face config (config.json *.json)</source>
        <translation>Hugging-Face-Konfiguration (config.json *.json)</translation>
    </message>
    <message>
        <source>Cannot import the model config</source>
        <translation>Die Modellkonfiguration kann nicht importiert werden</translation>
    </message>
    <message>
        <source>Model set from %1</source>
        <translation>Modell aus %1 übernommen</translation>
    </message>
    <message>
        <source>Saved the report to %1</source>
        <translation>Bericht gespeichert unter %1</translation>
    </message>
    <message>
        <source>Cannot load the preset</source>
        <translation>Vorlage kann nicht geladen werden</translation>
    </message>
    <message>
        <source>The preset “%1” cannot be read:
%2</source>
        <translation>Die Vorlage „%1“ kann nicht gelesen werden:
%2</translation>
    </message>
    <message>
        <source>Opened “%1” as a new scenario; saving it keeps a copy, the original stays as it was.</source>
        <translation>„%1“ als neues Szenario geöffnet; beim Speichern entsteht eine Kopie, das Original bleibt, wie es war.</translation>
    </message>
    <message>
        <source>%1 - %2</source>
        <translation>%1 - %2</translation>
    </message>
    <message>
        <source>Nothing to export</source>
        <translation>Nichts zu exportieren</translation>
    </message>
    <message>
        <source>The %1 chart shows nothing for this scenario: %2</source>
        <translation>Das Diagramm „%1“ zeigt für dieses Szenario nichts: %2</translation>
    </message>
    <message>
        <source>Saved the %1 chart to %2</source>
        <translation>Diagramm „%1“ gespeichert unter %2</translation>
    </message>
    <message>
        <source>Export the %1 chart</source>
        <translation>Diagramm „%1“ exportieren</translation>
    </message>
    <message numerus="yes">
        <source>Saved %n option(s) to %1</source>
        <translation>
            <numerusform>%n Option gespeichert unter %1</numerusform>
            <numerusform>%n Optionen gespeichert unter %1</numerusform>
        </translation>
    </message>
    <message>
        <source>options</source>
        <translation>Optionen</translation>
    </message>
    <message>
        <source>Workshop</source>
        <translation>Workshop</translation>
    </message>
    <message>
        <source>The library is damaged</source>
        <translation>Die Bibliothek ist beschädigt</translation>
    </message>
    <message>
        <source>The scenario library %1 cannot be read: %2

Move it aside, unchanged, and start a new empty library?</source>
        <translation>Die Szenario-Bibliothek %1 kann nicht gelesen werden: %2

Sie unverändert beiseitelegen und eine neue, leere Bibliothek beginnen?</translation>
    </message>
    <message>
        <source>&amp;Calibration…</source>
        <translation>&amp;Kalibrierung…</translation>
    </message>
    <message>
        <source>Display &amp;currency…</source>
        <translation>Anzeige&amp;währung…</translation>
    </message>
    <message>
        <source>team library %1</source>
        <translation>Team-Bibliothek %1</translation>
    </message>
    <message>
        <source>Your edit is still in the editor, unsaved; File → Save as file… keeps a copy of it.</source>
        <translation>Ihre Änderung ist noch ungespeichert im Editor; Datei → Als Datei speichern… sichert eine Kopie davon.</translation>
    </message>
    <message>
        <source>Someone else saved this scenario</source>
        <translation>Jemand anderes hat dieses Szenario gespeichert</translation>
    </message>
    <message>
        <source>“%1” was saved to the library by someone else (%2) after you opened it. Nothing was overwritten, and your edit is still here.

What should happen to your edit?</source>
        <translation>„%1“ wurde von jemand anderem (%2) in der Bibliothek gespeichert, nachdem Sie es geöffnet hatten. Nichts wurde überschrieben, und Ihre Änderung ist noch da.

Was soll mit Ihrer Änderung geschehen?</translation>
    </message>
    <message>
        <source>Keep mine as a new scenario</source>
        <translation>Meine als neues Szenario behalten</translation>
    </message>
    <message>
        <source>Take theirs (discard my edit)</source>
        <translation>Die andere übernehmen (meine verwerfen)</translation>
    </message>
    <message>
        <source>Compare side by side…</source>
        <translation>Nebeneinander vergleichen…</translation>
    </message>
    <message>
        <source>Not saved: your edit to “%1” is still in the editor.</source>
        <translation>Nicht gespeichert: Ihre Änderung an „%1“ ist noch im Editor.</translation>
    </message>
    <message>
        <source>%1 (my edit)</source>
        <translation>%1 (meine Änderung)</translation>
    </message>
    <message>
        <source>Saved your edit as “%1”; the other version stays as it was.</source>
        <translation>Ihre Änderung wurde als „%1“ gespeichert; die andere Fassung bleibt, wie sie war.</translation>
    </message>
    <message>
        <source>Took the library&apos;s version of “%1”; your edit was discarded.</source>
        <translation>Die Fassung von „%1“ aus der Bibliothek wurde übernommen; Ihre Änderung wurde verworfen.</translation>
    </message>
    <message>
        <source>Mine (unsaved)</source>
        <translation>Meine (ungespeichert)</translation>
    </message>
    <message>
        <source>Theirs (in the library)</source>
        <translation>Die andere (in der Bibliothek)</translation>
    </message>
    <message>
        <source>Your edit and the library&apos;s version of “%1”</source>
        <translation>Ihre Änderung und die Fassung von „%1“ in der Bibliothek</translation>
    </message>
    <message>
        <source>The scenario in the editor is not in this library; saving adds it.</source>
        <translation>Das Szenario im Editor ist nicht in dieser Bibliothek; Speichern fügt es hinzu.</translation>
    </message>
    <message>
        <source>The database is not a Rightsize library; nothing in it was changed (%1).</source>
        <translation>Die Datenbank ist keine Rightsize-Bibliothek; nichts darin wurde geändert (%1).</translation>
    </message>
    <message>
        <source>%1 could not be opened; this library stays open.</source>
        <translation>%1 konnte nicht geöffnet werden; diese Bibliothek bleibt geöffnet.</translation>
    </message>
    <message>
        <source>The scenario library %1 cannot be opened: %2

The library %3 stays open, and the scenario in the editor is as it was.</source>
        <translation>Die Szenario-Bibliothek %1 kann nicht geöffnet werden: %2

Die Bibliothek %3 bleibt geöffnet, und das Szenario im Editor ist unverändert.</translation>
    </message>
    <message>
        <source>Open &amp;team library…</source>
        <translation>&amp;Team-Bibliothek öffnen…</translation>
    </message>
    <message>
        <source>Open a library the team shares on a PostgreSQL server, or another library file</source>
        <translation>Eine Bibliothek öffnen, die das Team auf einem PostgreSQL-Server teilt, oder eine andere Bibliotheksdatei</translation>
    </message>
    <message>
        <source>Open &amp;local library</source>
        <translation>&amp;Lokale Bibliothek öffnen</translation>
    </message>
    <message>
        <source>Go back to the library on this computer</source>
        <translation>Zur Bibliothek auf diesem Computer zurückkehren</translation>
    </message>
    <message>
        <source>%1 cannot be used: %2.

The library in use stays open.</source>
        <translation>%1 kann nicht verwendet werden: %2.

Die verwendete Bibliothek bleibt geöffnet.</translation>
    </message>
    <message>
        <source>Opened the library %1</source>
        <translation>Bibliothek %1 geöffnet</translation>
    </message>
    <message>
        <source>Team library: %1</source>
        <translation>Team-Bibliothek: %1</translation>
    </message>
    <message>
        <source>Library: %1</source>
        <translation>Bibliothek: %1</translation>
    </message>
    <message>
        <source> (read-only)</source>
        <translation> (schreibgeschützt)</translation>
    </message>
    <message>
        <source> — changed elsewhere</source>
        <translation> — anderswo geändert</translation>
    </message>
    <message>
        <source>“%1” was deleted from the library elsewhere; saving keeps your version as a new scenario.</source>
        <translation>„%1“ wurde anderswo aus der Bibliothek gelöscht; Speichern behält Ihre Fassung als neues Szenario.</translation>
    </message>
    <message>
        <source>“%1” was changed in the library elsewhere; the editor keeps your version, and saving asks what to do.</source>
        <translation>„%1“ wurde anderswo in der Bibliothek geändert; der Editor behält Ihre Fassung, und beim Speichern werden Sie gefragt, was geschehen soll.</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>Verbinde mit %1…</translation>
    </message>
    <message>
        <source>Unsaved work kept in this library could not be read:
%1
It stays in the library&apos;s autosave until the editor&apos;s changes are autosaved there.</source>
        <translation>Ungespeicherte Arbeit, die in dieser Bibliothek aufbewahrt wird, konnte nicht gelesen werden:
%1
Sie bleibt in der automatischen Sicherung der Bibliothek, bis die Änderungen des Editors dort gesichert werden.</translation>
    </message>
    <message>
        <source>Unsaved work in this library</source>
        <translation>Ungespeicherte Arbeit in dieser Bibliothek</translation>
    </message>
    <message>
        <source>This library holds unsaved changes to “%1” from %2, kept when Rightsize did not close normally. The editor has unsaved changes of its own, which stay in the editor.

What should happen to the kept changes?</source>
        <translation>Diese Bibliothek enthält ungespeicherte Änderungen an „%1“ vom %2, aufbewahrt, als Rightsize nicht normal beendet wurde. Der Editor hat eigene ungespeicherte Änderungen, die im Editor bleiben.

Was soll mit den aufbewahrten Änderungen geschehen?</translation>
    </message>
    <message>
        <source>Keep them as a new scenario in this library</source>
        <translation>Als neues Szenario in dieser Bibliothek behalten</translation>
    </message>
    <message>
        <source>Discard them</source>
        <translation>Verwerfen</translation>
    </message>
    <message>
        <source>%1 (unsaved changes of %2)</source>
        <translation>%1 (ungespeicherte Änderungen vom %2)</translation>
    </message>
    <message>
        <source>The kept changes to “%1” could not be stored as a scenario: %2
They stay in the library&apos;s autosave until the editor&apos;s changes are autosaved there.</source>
        <translation>Die aufbewahrten Änderungen an „%1“ konnten nicht als Szenario gespeichert werden: %2
Sie bleiben in der automatischen Sicherung der Bibliothek, bis die Änderungen des Editors dort gesichert werden.</translation>
    </message>
    <message>
        <source>The kept changes are in the library as “%1”.</source>
        <translation>Die aufbewahrten Änderungen sind als „%1“ in der Bibliothek.</translation>
    </message>
    <message>
        <source>&amp;Measure this on your machine…</source>
        <translation>Auf eigener &amp;Maschine messen…</translation>
    </message>
    <message>
        <source>Save the scenario to measure</source>
        <translation>Zu messendes Szenario speichern</translation>
    </message>
    <message>
        <source>scenario</source>
        <translation>Szenario</translation>
    </message>
    <message>
        <source>Ways of &amp;buying</source>
        <translation>Arten des &amp;Kaufs</translation>
    </message>
    <message>
        <source>Keys not used</source>
        <translation>Nicht verwendete Schlüssel</translation>
    </message>
    <message>
        <source>%1 opened; these keys are kept in the file but not used:

%2</source>
        <translation>%1 geöffnet; diese Schlüssel bleiben in der Datei, werden aber nicht verwendet:

%2</translation>
    </message>
    <message>
        <source>Compare &amp;values…</source>
        <translation>&amp;Werte vergleichen…</translation>
    </message>
    <message>
        <source>Planning…</source>
        <translation>Wird geplant…</translation>
    </message>
    <message>
        <source>Print</source>
        <translation>Drucken</translation>
    </message>
    <message numerus="yes">
        <source>The scenario has %n problem(s): the plan on screen is the last one that could be made, not this scenario&apos;s. Fix them first.</source>
        <translation>
            <numerusform>Das Szenario hat %n Problem: Der angezeigte Plan ist der letzte, der sich erstellen ließ, nicht der dieses Szenarios. Beheben Sie es zuerst.</numerusform>
            <numerusform>Das Szenario hat %n Probleme: Der angezeigte Plan ist der letzte, der sich erstellen ließ, nicht der dieses Szenarios. Beheben Sie sie zuerst.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rightsize::ui::MemoryFitView</name>
    <message>
        <source>Weights</source>
        <translation>Gewichte</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>Gradienten</translation>
    </message>
    <message>
        <source>Optimizer state</source>
        <translation>Optimizer</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>Aktivierungen</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV-Cache</translation>
    </message>
    <message>
        <source>Runtime overhead</source>
        <translation>Laufzeitumgebung</translation>
    </message>
    <message>
        <source>Memory fit chart</source>
        <translation>Diagramm Speicherbedarf</translation>
    </message>
    <message>
        <source>Memory per device (GiB)</source>
        <translation>Speicher pro Gerät (GiB)</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>Device capacity</source>
        <translation>Kapazität</translation>
    </message>
    <message>
        <source>Does not fit</source>
        <translation>Passt nicht</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>Kapazität</translation>
    </message>
    <message>
        <source>No plan yet</source>
        <translation>Noch kein Plan</translation>
    </message>
    <message>
        <source>Describe a workload on the left: the memory each option needs per device appears here.</source>
        <translation>Beschreiben Sie links eine Aufgabe: hier erscheint der Speicher, den jede Option pro Gerät braucht.</translation>
    </message>
    <message>
        <source>over by %1 (%2 of %3)</source>
        <translation>%1 zu viel (%2 von %3)</translation>
    </message>
</context>
<context>
    <name>rightsize::ui::OfferSelectionDialog</name>
    <message>
        <source>Providers and regions</source>
        <translation>Anbieter und Regionen</translation>
    </message>
    <message>
        <source>The plan prices each device at its cheapest offer among the providers and regions checked here. Everything checked compares every offer.</source>
        <translation>Der Plan bepreist jedes Gerät mit seinem günstigsten Angebot unter den hier angehakten Anbietern und Regionen. Alles angehakt vergleicht jedes Angebot.</translation>
    </message>
    <message>
        <source>Providers</source>
        <translation>Anbieter</translation>
    </message>
    <message>
        <source>Regions</source>
        <translation>Regionen</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Compared: %1; %2.</source>
        <translation>Verglichen: %1; %2.</translation>
    </message>
    <message>
        <source>every provider</source>
        <translation>jeder Anbieter</translation>
    </message>
    <message>
        <source>every region</source>
        <translation>jede Region</translation>
    </message>
    <message>
        <source>Change providers</source>
        <translation>Anbieter ändern</translation>
    </message>
    <message>
        <source>Change regions</source>
        <translation>Regionen ändern</translation>
    </message>
</context>
<context>
    <name>rightsize::ui::OptionsTableModel</name>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>%1 (recommended)</source>
        <translation>%1 (empfohlen)</translation>
    </message>
    <message>
        <source>%1 of %2 per device</source>
        <translation>%1 von %2 pro Gerät</translation>
    </message>
    <message>
        <source>Expected, with the low–high range from the uncertainty of the efficiencies</source>
        <translation>Erwartet, mit der Spanne von niedrig bis hoch aus der Unsicherheit der Effizienzen</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Gerät</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>Aufteilung</translation>
    </message>
    <message>
        <source>Fits</source>
        <translation>Passt</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <source>Time (low–high)</source>
        <translation>Zeit (niedrig–hoch)</translation>
    </message>
    <message>
        <source>$/h</source>
        <translation>$/h</translation>
    </message>
    <message>
        <source>Total $</source>
        <translation>Gesamt $</translation>
    </message>
    <message>
        <source>Bottleneck</source>
        <translation>Engpass</translation>
    </message>
    <message>
        <source>%1 kWh/h</source>
        <translation>%1 kWh/h</translation>
    </message>
    <message>
        <source>%1 kWh</source>
        <translation>%1 kWh</translation>
    </message>
    <message>
        <source>%1 kg/h</source>
        <translation>%1 kg/h</translation>
    </message>
    <message>
        <source>%1 kg</source>
        <translation>%1 kg</translation>
    </message>
    <message>
        <source>%1–%2 kWh: devices at %3% modelled utilisation (%4 W average), host and PUE; see the report&apos;s assumptions</source>
        <translation>%1–%2 kWh: Geräte bei %3 % modellierter Auslastung (%4 W im Mittel), Host und PUE; siehe die Annahmen im Bericht</translation>
    </message>
    <message>
        <source>%1–%2 kg at %3 g CO₂ per kWh, the annual grid average of %4 (%5)</source>
        <translation>%1–%2 kg bei %3 g CO₂ pro kWh, dem Jahresdurchschnitt des Netzes von %4 (%5)</translation>
    </message>
    <message>
        <source>The offer&apos;s region has no grid carbon intensity in the table.</source>
        <translation>Für die Region des Angebots steht keine CO₂-Intensität des Netzes in der Tabelle.</translation>
    </message>
    <message>
        <source>Energy</source>
        <translation>Energie</translation>
    </message>
    <message>
        <source>CO₂</source>
        <translation>CO₂</translation>
    </message>
    <message>
        <source>%1/h</source>
        <translation>%1/h</translation>
    </message>
    <message>
        <source>Total %1</source>
        <translation>Gesamt %1</translation>
    </message>
    <message>
        <source> (no spot offer)</source>
        <translation> (kein Spot-Angebot)</translation>
    </message>
    <message>
        <source>Rented (whole instances)</source>
        <translation>Gemietet (ganze Instanzen)</translation>
    </message>
    <message>
        <source>no price</source>
        <translation>kein Preis</translation>
    </message>
    <message>
        <source>p95 time to first token · p95 time per further token</source>
        <translation>p95 Zeit bis zum ersten Token · p95 Zeit je weiteres Token</translation>
    </message>
    <message>
        <source>p95 latency of a request</source>
        <translation>p95 Latenz einer Anfrage</translation>
    </message>
    <message>
        <source>p95 TTFT · TPOT</source>
        <translation>p95 TTFT · TPOT</translation>
    </message>
    <message>
        <source>p95 latency</source>
        <translation>p95 Latenz</translation>
    </message>
    <message>
        <source>%1 a month</source>
        <translation>%1 im Monat</translation>
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
        <translation>Objektspeicher</translation>
    </message>
    <message>
        <source>Local NVMe</source>
        <translation>Lokale NVMe</translation>
    </message>
    <message>
        <source>Network file system</source>
        <translation>Netzwerk-Dateisystem</translation>
    </message>
    <message>
        <source>In memory</source>
        <translation>Im Arbeitsspeicher</translation>
    </message>
    <message>
        <source>Data pipeline diagram</source>
        <translation>Diagramm der Datenpipeline</translation>
    </message>
    <message>
        <source>No plan yet: describe a workload on the left.</source>
        <translation>Noch kein Plan: beschreiben Sie links einen Workload.</translation>
    </message>
    <message>
        <source>%1 samples/s</source>
        <translation>%1 Samples/s</translation>
    </message>
    <message>
        <source>keeps up</source>
        <translation>hält mit</translation>
    </message>
    <message>
        <source>Storage I/O</source>
        <translation>Speicher-I/O</translation>
    </message>
    <message>
        <source>CPU preprocessing</source>
        <translation>Vorverarbeitung</translation>
    </message>
    <message numerus="yes">
        <source>%1 ms per sample per core, %n worker(s)</source>
        <translation>
            <numerusform>%1 ms pro Sample und Kern, %n Worker</numerusform>
            <numerusform>%1 ms pro Sample und Kern, %n Worker</numerusform>
        </translation>
    </message>
    <message>
        <source>no preprocessing cost given</source>
        <translation>keine Kosten angegeben</translation>
    </message>
    <message>
        <source>CPU compute</source>
        <translation>CPU-Rechnen</translation>
    </message>
    <message>
        <source>Accelerator</source>
        <translation>Beschleuniger</translation>
    </message>
    <message>
        <source>%1 tokens/s · MFU %2</source>
        <translation>%1 Tokens/s · MFU %2</translation>
    </message>
    <message>
        <source>MFU %1</source>
        <translation>MFU %1</translation>
    </message>
    <message>
        <source>Serving</source>
        <translation>Serving</translation>
    </message>
    <message>
        <source>%1 requests/s at peak</source>
        <translation>%1 Anfragen/s in der Spitze</translation>
    </message>
    <message numerus="yes">
        <source>%n replica(s), mean batch %1</source>
        <translation>
            <numerusform>%n Replikat, mittlerer Batch %1</numerusform>
            <numerusform>%n Replikate, mittlerer Batch %1</numerusform>
        </translation>
    </message>
    <message>
        <source>no latency estimate</source>
        <translation>keine Latenzschätzung</translation>
    </message>
    <message>
        <source>no serving workload</source>
        <translation>kein Serving-Workload</translation>
    </message>
    <message>
        <source>%1: limited by %2</source>
        <translation>%1: begrenzt durch %2</translation>
    </message>
    <message>
        <source>Bottleneck</source>
        <translation>Engpass</translation>
    </message>
    <message>
        <source>Compute utilisation</source>
        <translation>Rechenauslastung</translation>
    </message>
    <message>
        <source>GPU utilisation</source>
        <translation>GPU-Auslastung</translation>
    </message>
    <message>
        <source>The data pipeline feeds %1 samples/s; the device could take %2. Add loader workers, cache the data locally or move preprocessing off the critical path.</source>
        <translation>Die Datenpipeline liefert %1 Samples/s; das Gerät könnte %2 verarbeiten. Mehr Loader-Worker einsetzen, die Daten lokal cachen oder die Vorverarbeitung aus dem kritischen Pfad nehmen.</translation>
    </message>
    <message>
        <source>The device is mostly idle: a smaller or cheaper one would do the same work.</source>
        <translation>Das Gerät ist meist untätig: ein kleineres oder günstigeres würde dieselbe Arbeit leisten.</translation>
    </message>
    <message>
        <source>Share of time the device is busy with the model&apos;s work.</source>
        <translation>Anteil der Zeit, in der das Gerät mit der Arbeit des Modells beschäftigt ist.</translation>
    </message>
    <message>
        <source>%1, cached on local NVMe</source>
        <translation>%1, auf lokaler NVMe gecacht</translation>
    </message>
    <message>
        <source>No plan yet</source>
        <translation>Noch kein Plan</translation>
    </message>
    <message>
        <source>Describe a workload on the left: the path of its data from storage to the device appears here.</source>
        <translation>Beschreiben Sie links eine Aufgabe: hier erscheint der Weg ihrer Daten vom Speicherort bis zum Gerät.</translation>
    </message>
    <message>
        <source>For deep-learning data pipelines</source>
        <translation>Für Datenpipelines des Deep Learning</translation>
    </message>
    <message>
        <source>This view follows samples from storage through CPU preprocessing to the accelerator. Classic machine learning and data preparation read their data inside the job: see the Time vs cost tab.</source>
        <translation>Diese Ansicht verfolgt Samples vom Speicherort über die CPU-Vorverarbeitung bis zum Beschleuniger. Klassisches maschinelles Lernen und Datenaufbereitung lesen ihre Daten innerhalb des Jobs: siehe den Reiter „Zeit und Kosten“.</translation>
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
        <translation>Auf eigener Maschine messen</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <source>Run this on the machine you rent, with Python 3 and PyTorch installed (copy the scenario file there first). It builds the model with random weights, times a few steps within two minutes and writes a run file.</source>
        <translation>Auf der gemieteten Maschine mit Python 3 und PyTorch ausführen (die Szenariodatei vorher dorthin kopieren). Das Programm baut das Modell mit zufälligen Gewichten, misst einige Schritte in höchstens zwei Minuten und schreibt eine Laufdatei.</translation>
    </message>
    <message>
        <source>Bring the run file back and fit a calibration on it:</source>
        <translation>Die Laufdatei zurückholen und eine Kalibrierung darauf anpassen:</translation>
    </message>
</context>
<context>
    <name>rightsize::ui::RecommendationPanel</name>
    <message>
        <source>Why this number?</source>
        <translation>Warum diese Zahl?</translation>
    </message>
    <message>
        <source>Recommendation</source>
        <translation>Empfehlung</translation>
    </message>
    <message>
        <source>Recommendation and findings</source>
        <translation>Empfehlung und Befunde</translation>
    </message>
    <message>
        <source>Terms behind the number</source>
        <translation>Bestandteile der Zahl</translation>
    </message>
    <message>
        <source>No plan yet: describe a workload on the left.</source>
        <translation>Noch kein Plan: beschreiben Sie links einen Workload.</translation>
    </message>
    <message>
        <source>Recommended: %1</source>
        <translation>Empfohlen: %1</translation>
    </message>
    <message>
        <source>No recommendation</source>
        <translation>Keine Empfehlung</translation>
    </message>
    <message>
        <source>No option fits in memory and meets the constraints.</source>
        <translation>Keine Option passt in den Speicher und erfüllt die Vorgaben.</translation>
    </message>
    <message>
        <source>The numbers</source>
        <translation>Die Zahlen</translation>
    </message>
    <message>
        <source>Selected: %1</source>
        <translation>Ausgewählt: %1</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <source>%1 of %2 per device</source>
        <translation>%1 von %2 pro Gerät</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>%1 (%2–%3) at %4</source>
        <translation>%1 (%2–%3) bei %4</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>Aufteilung</translation>
    </message>
    <message>
        <source>Bottleneck</source>
        <translation>Engpass</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>Befunde</translation>
    </message>
    <message>
        <source>Fix: %1</source>
        <translation>Abhilfe: %1</translation>
    </message>
    <message>
        <source>Runners-up</source>
        <translation>Weitere Kandidaten</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Memory per device of %1</source>
        <translation>Speicher pro Gerät für %1</translation>
    </message>
    <message>
        <source>Time of %1</source>
        <translation>Zeit für %1</translation>
    </message>
    <message>
        <source>Cost of %1</source>
        <translation>Kosten von %1</translation>
    </message>
    <message>
        <source>Price basis</source>
        <translation>Preisgrundlage</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>Quelle: %1</translation>
    </message>
    <message>
        <source>Ranges: %1.</source>
        <translation>Spannen: %1.</translation>
    </message>
    <message>
        <source>This layout runs a global batch of %1 samples per step, not the %2 set: %3.</source>
        <translation>Diese Aufteilung rechnet mit einem globalen Batch von %1 Samples pro Schritt, nicht den eingestellten %2: %3.</translation>
    </message>
    <message numerus="yes">
        <source>each of the %n data-parallel device(s) takes at least one sample</source>
        <translation>
            <numerusform>jedes der %n datenparallelen Geräte nimmt mindestens ein Sample</numerusform>
            <numerusform>jedes der %n datenparallelen Geräte nimmt mindestens ein Sample</numerusform>
        </translation>
    </message>
    <message>
        <source>the batch does not divide evenly over the devices</source>
        <translation>der Batch lässt sich nicht gleichmäßig auf die Geräte verteilen</translation>
    </message>
    <message>
        <source>Buying</source>
        <translation>Kauf</translation>
    </message>
    <message>
        <source>Compare every way of buying it</source>
        <translation>Jede Art des Kaufs vergleichen</translation>
    </message>
    <message>
        <source>one request at a time</source>
        <translation>eine Anfrage nach der anderen</translation>
    </message>
    <message numerus="yes">
        <source>%n concurrent user(s)</source>
        <translation>
            <numerusform>%n gleichzeitiger Nutzer</numerusform>
            <numerusform>%n gleichzeitige Nutzer</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 req/s</source>
        <translation>%1 Anfr./s</translation>
    </message>
    <message>
        <source>p95 latency</source>
        <translation>p95-Latenz</translation>
    </message>
    <message>
        <source>First token</source>
        <translation>Erstes Token</translation>
    </message>
    <message>
        <source>Each further token</source>
        <translation>Jedes weitere Token</translation>
    </message>
    <message>
        <source>Whole answer</source>
        <translation>Ganze Antwort</translation>
    </message>
    <message>
        <source>%1 p95</source>
        <translation>%1 p95</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation>%1 bei %2</translation>
    </message>
    <message>
        <source>%1 p95 at %2</source>
        <translation>%1 p95 bei %2</translation>
    </message>
    <message>
        <source>%1 p95 (%2 tokens/s per user)</source>
        <translation>%1 p95 (%2 Token/s pro Nutzer)</translation>
    </message>
    <message>
        <source>first token %1 · per token %2 · %3</source>
        <translation>erstes Token %1 · pro Token %2 · %3</translation>
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
        <translation>Diagramm Serving-Latenz</translation>
    </message>
    <message>
        <source>Offered load (requests per second)</source>
        <translation>Angebotene Last (Anfragen pro Sekunde)</translation>
    </message>
    <message>
        <source>p95 latency (ms)</source>
        <translation>p95-Latenz (ms)</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n replica(s)</source>
        <translation>
            <numerusform>%1, %n Replikat</numerusform>
            <numerusform>%1, %n Replikate</numerusform>
        </translation>
    </message>
    <message>
        <source>p95 target %1 ms</source>
        <translation>p95-Ziel %1 ms</translation>
    </message>
    <message>
        <source>Micro-batch window %1 ms, at most %2 requests per batch</source>
        <translation>Micro-Batch-Fenster %1 ms, höchstens %2 Anfragen pro Batch</translation>
    </message>
    <message>
        <source>For online serving</source>
        <translation>Für Online-Serving</translation>
    </message>
    <message>
        <source>This chart shows p95 latency against the offered load of an online service. Set the workload kind to Online serving to see it.</source>
        <translation>Dieses Diagramm zeigt die p95-Latenz über der angebotenen Last eines Online-Dienstes. Stellen Sie die Art der Aufgabe auf „Online-Serving“, um es zu sehen.</translation>
    </message>
    <message>
        <source>No plan yet</source>
        <translation>Noch kein Plan</translation>
    </message>
    <message>
        <source>Describe the service on the left: its latency under load appears here.</source>
        <translation>Beschreiben Sie links den Dienst: hier erscheint seine Latenz unter Last.</translation>
    </message>
    <message>
        <source>Nothing to serve with</source>
        <translation>Nichts, womit sich bedienen ließe</translation>
    </message>
    <message>
        <source>No option can serve this model: none fits in memory. The Memory fit tab shows what is needed.</source>
        <translation>Keine Option kann dieses Modell bedienen: keine passt in den Speicher. Was nötig ist, zeigt der Reiter „Speicher“.</translation>
    </message>
    <message>
        <source>Copy launch command</source>
        <translation>Startbefehl kopieren</translation>
    </message>
    <message>
        <source>Copy the command that starts the serving engine</source>
        <translation>Den Befehl kopieren, der die Serving-Engine startet</translation>
    </message>
    <message>
        <source>Concurrent clients</source>
        <translation>Gleichzeitige Clients</translation>
    </message>
    <message>
        <source>p95 latency (ms, log scale)</source>
        <translation>p95-Latenz (ms, logarithmisch)</translation>
    </message>
    <message>
        <source>Continuous batching, at most %1 sequences at once</source>
        <translation>Continuous Batching, höchstens %1 Sequenzen gleichzeitig</translation>
    </message>
    <message>
        <source>Time to first token (TTFT) p95</source>
        <translation>Zeit bis zum ersten Token (TTFT) p95</translation>
    </message>
    <message>
        <source>Time per output token (TPOT) p95</source>
        <translation>Zeit pro Ausgabetoken (TPOT) p95</translation>
    </message>
    <message>
        <source>End-to-end p95</source>
        <translation>Ende-zu-Ende p95</translation>
    </message>
    <message>
        <source>TTFT target %1 ms</source>
        <translation>TTFT-Ziel %1 ms</translation>
    </message>
    <message>
        <source>TPOT target %1 ms</source>
        <translation>TPOT-Ziel %1 ms</translation>
    </message>
    <message numerus="yes">
        <source>%n client(s)</source>
        <translation>
            <numerusform>%n Client</numerusform>
            <numerusform>%n Clients</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 req/s</source>
        <translation>%1 Anfr./s</translation>
    </message>
    <message>
        <source>Recommended operating point</source>
        <translation>Empfohlener Betriebspunkt</translation>
    </message>
    <message>
        <source>Operating point</source>
        <translation>Betriebspunkt</translation>
    </message>
    <message>
        <source>MODEL is a placeholder: replace it with the model&apos;s Hugging Face name or a local path.</source>
        <translation>MODEL ist ein Platzhalter: ersetzen Sie ihn durch den Hugging-Face-Namen des Modells oder einen lokalen Pfad.</translation>
    </message>
    <message numerus="yes">
        <source>Start %n engine(s) like this one behind a load balancer.</source>
        <translation>
            <numerusform>Starten Sie %n Engine wie diese.</numerusform>
            <numerusform>Starten Sie %n Engines wie diese hinter einem Load Balancer.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Start %n prefill engine(s) like this one, and the decode engines with: %1</source>
        <translation>
            <numerusform>Starten Sie %n Prefill-Engine wie diese und die Decode-Engines mit: %1</numerusform>
            <numerusform>Starten Sie %n Prefill-Engines wie diese und die Decode-Engines mit: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rightsize::ui::TeamLibraryDialog</name>
    <message>
        <source>Open for &amp;reading only</source>
        <translation>Nur zum &amp;Lesen öffnen</translation>
    </message>
    <message>
        <source>Open team library</source>
        <translation>Team-Bibliothek öffnen</translation>
    </message>
    <message>
        <source>A library the team shares on a PostgreSQL server, or a library file:</source>
        <translation>Eine Bibliothek, die das Team auf einem PostgreSQL-Server teilt, oder eine Bibliotheksdatei:</translation>
    </message>
    <message>
        <source>Library location</source>
        <translation>Ort der Bibliothek</translation>
    </message>
    <message>
        <source>A postgresql:// URL, service=NAME from the service file, or the path of a library file. Earlier locations are in the list.</source>
        <translation>Eine postgresql://-URL, service=NAME aus der Servicedatei oder der Pfad einer Bibliotheksdatei. Frühere Orte stehen in der Liste.</translation>
    </message>
    <message>
        <source>Examples: postgresql://alice@db.example.org/rightsize, service=planning, /shared/team/library.sqlite.
Passwords are never typed here and never stored: libpq reads them from ~/.pgpass (or PGPASSFILE), the service file (~/.pg_service.conf) or PGPASSWORD.</source>
        <translation>Beispiele: postgresql://alice@db.example.org/rightsize, service=planning, /shared/team/library.sqlite.
Passwörter werden hier nie eingegeben und nie gespeichert: libpq liest sie aus ~/.pgpass (oder PGPASSFILE), der Servicedatei (~/.pg_service.conf) oder PGPASSWORD.</translation>
    </message>
    <message>
        <source>Nothing in the library can be changed from this window; scenarios can still be saved as files.</source>
        <translation>Nichts in der Bibliothek kann aus diesem Fenster geändert werden; Szenarien lassen sich weiterhin als Dateien speichern.</translation>
    </message>
    <message>
        <source>Cannot be used: %1.</source>
        <translation>Nicht verwendbar: %1.</translation>
    </message>
</context>
<context>
    <name>rightsize::ui::TimeCostView</name>
    <message>
        <source>Time against cost chart</source>
        <translation>Diagramm Zeit gegen Kosten</translation>
    </message>
    <message>
        <source>p95 latency at the peak load (ms)</source>
        <translation>p95-Latenz bei Spitzenlast (ms)</translation>
    </message>
    <message>
        <source>Time to finish the job (hours)</source>
        <translation>Zeit bis zum Ende des Jobs (Stunden)</translation>
    </message>
    <message>
        <source>Low–high range</source>
        <translation>Spanne niedrig–hoch</translation>
    </message>
    <message>
        <source>Pareto front</source>
        <translation>Pareto-Front</translation>
    </message>
    <message>
        <source>Meets the constraints</source>
        <translation>Erfüllt die Vorgaben</translation>
    </message>
    <message>
        <source>Misses a constraint</source>
        <translation>Verfehlt eine Vorgabe</translation>
    </message>
    <message>
        <source>Recommended</source>
        <translation>Empfohlen</translation>
    </message>
    <message>
        <source>Selected</source>
        <translation>Ausgewählt</translation>
    </message>
    <message>
        <source>p95 target %1 ms</source>
        <translation>p95-Ziel %1 ms</translation>
    </message>
    <message>
        <source>deadline %1</source>
        <translation>Frist %1</translation>
    </message>
    <message>
        <source>budget %1</source>
        <translation>Budget %1</translation>
    </message>
    <message numerus="yes">
        <source>%n option(s) that do not fit in memory are not shown.</source>
        <translation>
            <numerusform>%n Option, die nicht in den Speicher passt, wird nicht gezeigt.</numerusform>
            <numerusform>%n Optionen, die nicht in den Speicher passen, werden nicht gezeigt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cost %1</source>
        <translation>Kosten %1</translation>
    </message>
    <message>
        <source>Time %1</source>
        <translation>Zeit %1</translation>
    </message>
    <message>
        <source>Cost %1 (%2–%3) at %4</source>
        <translation>Kosten %1 (%2–%3) bei %4</translation>
    </message>
    <message>
        <source>Click to select</source>
        <translation>Zum Auswählen klicken</translation>
    </message>
    <message>
        <source>No plan yet</source>
        <translation>Noch kein Plan</translation>
    </message>
    <message>
        <source>Describe a workload on the left: each option appears here with its time and cost.</source>
        <translation>Beschreiben Sie links eine Aufgabe: hier erscheint jede Option mit ihrer Zeit und ihren Kosten.</translation>
    </message>
    <message>
        <source>Nothing to compare</source>
        <translation>Nichts zu vergleichen</translation>
    </message>
    <message>
        <source>No option fits in memory, so none has a time or a cost. The Memory fit tab shows what is needed.</source>
        <translation>Keine Option passt in den Speicher, daher hat keine eine Zeit oder Kosten. Was nötig ist, zeigt der Reiter „Speicher“.</translation>
    </message>
    <message>
        <source>&amp;Vertical axis:</source>
        <translation>&amp;Senkrechte Achse:</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>Energy</source>
        <translation>Energie</translation>
    </message>
    <message>
        <source>CO₂</source>
        <translation>CO₂</translation>
    </message>
    <message>
        <source>Vertical axis</source>
        <translation>Senkrechte Achse</translation>
    </message>
    <message>
        <source>Energy of the job (kWh)</source>
        <translation>Energie des Jobs (kWh)</translation>
    </message>
    <message>
        <source>Energy per hour of service (kWh)</source>
        <translation>Energie je Betriebsstunde (kWh)</translation>
    </message>
    <message>
        <source>CO₂ of the job (kg)</source>
        <translation>CO₂ des Jobs (kg)</translation>
    </message>
    <message>
        <source>CO₂ per hour of service (kg)</source>
        <translation>CO₂ je Betriebsstunde (kg)</translation>
    </message>
    <message>
        <source>No option that fits has an energy or CO₂ figure: its device has no known power draw or its region no known grid intensity. Cost is on the first choice of the vertical axis.</source>
        <translation>Keine passende Option hat einen Energie- oder CO₂-Wert: Für ihr Gerät ist keine Leistungsaufnahme bekannt oder für ihre Region keine CO₂-Intensität des Stromnetzes. Die Kosten sind die erste Wahl der senkrechten Achse.</translation>
    </message>
    <message>
        <source>Energy %1 kWh per hour</source>
        <translation>Energie %1 kWh pro Stunde</translation>
    </message>
    <message>
        <source>Energy %1 kWh</source>
        <translation>Energie %1 kWh</translation>
    </message>
    <message>
        <source>CO₂ %1 kg per hour</source>
        <translation>CO₂ %1 kg pro Stunde</translation>
    </message>
    <message>
        <source>CO₂ %1 kg</source>
        <translation>CO₂ %1 kg</translation>
    </message>
    <message>
        <source>Total cost of the job (%1)</source>
        <translation>Gesamtkosten des Jobs (%1)</translation>
    </message>
    <message>
        <source>Cost per hour (%1)</source>
        <translation>Kosten pro Stunde (%1)</translation>
    </message>
    <message>
        <source>p95 latency %1 at the peak load</source>
        <translation>p95-Latenz %1 bei Spitzenlast</translation>
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
        <translation>Verlauf von „%1“</translation>
    </message>
    <message>
        <source>Saved</source>
        <translation>Gespeichert</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Changes</source>
        <translation>Änderungen</translation>
    </message>
    <message numerus="yes">
        <source>%n input(s) differ from now</source>
        <translation>
            <numerusform>%n Eingabe weicht vom jetzigen Stand ab</numerusform>
            <numerusform>%n Eingaben weichen vom jetzigen Stand ab</numerusform>
        </translation>
    </message>
    <message>
        <source>Input</source>
        <translation>Eingabe</translation>
    </message>
    <message>
        <source>That version</source>
        <translation>Diese Version</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Jetzt</translation>
    </message>
    <message>
        <source>&amp;Restore this version</source>
        <translation>Diese Version &amp;wiederherstellen</translation>
    </message>
    <message>
        <source>No earlier versions: every save keeps the previous content here.</source>
        <translation>Keine früheren Versionen: jedes Speichern legt den vorigen Inhalt hier ab.</translation>
    </message>
    <message>
        <source>This version has the same content as now.</source>
        <translation>Diese Version hat denselben Inhalt wie jetzt.</translation>
    </message>
    <message>
        <source>What restoring this version would change:</source>
        <translation>Was das Wiederherstellen dieser Version ändern würde:</translation>
    </message>
    <message>
        <source>Cannot restore the version</source>
        <translation>Die Version kann nicht wiederhergestellt werden</translation>
    </message>
</context>
<context>
    <name>rightsize::ui::WorkloadEditor</name>
    <message>
        <source>Workload editor</source>
        <translation>Workload-Editor</translation>
    </message>
    <message>
        <source>%1 parameters</source>
        <translation>%1 Parameter</translation>
    </message>
    <message>
        <source>%1  %2</source>
        <translation>%1  %2</translation>
    </message>
    <message>
        <source>Change %1</source>
        <translation>%1 ändern</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Enter a number.</source>
        <translation>Geben Sie eine Zahl ein.</translation>
    </message>
    <message>
        <source>“%1” is not a number. Examples: 20000000, 20M, 2e7.</source>
        <translation>„%1“ ist keine Zahl. Beispiele: 20000000, 20M, 2e7.</translation>
    </message>
    <message>
        <source>Must be between %1 and %2.</source>
        <translation>Muss zwischen %1 und %2 liegen.</translation>
    </message>
    <message>
        <source>Scenario preset</source>
        <translation>Szenario-Vorlage</translation>
    </message>
    <message>
        <source>Start from a preset…</source>
        <translation>Mit einer Vorlage beginnen…</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Szenario</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>Workload</translation>
    </message>
    <message>
        <source>What runs: training or inference, batch or online, how much data, what load and latency target.</source>
        <translation>Was läuft: Training oder Inferenz, Batch oder online, wie viele Daten, welche Last und welches Latenzziel.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>A name for this scenario</source>
        <translation>Ein Name für dieses Szenario</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Training from scratch, fine-tuning, offline batch inference, an online service with a latency target, classic machine learning (trees, linear models) or data preparation (ETL)</source>
        <translation>Training von Grund auf, Fine-Tuning, Offline-Batch-Inferenz, ein Online-Dienst mit Latenzziel, klassisches Machine Learning (Bäume, lineare Modelle) oder Datenaufbereitung (ETL)</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Training</translation>
    </message>
    <message>
        <source>Fine-tuning</source>
        <translation>Fine-Tuning</translation>
    </message>
    <message>
        <source>Batch inference</source>
        <translation>Batch-Inferenz</translation>
    </message>
    <message>
        <source>Online serving</source>
        <translation>Online-Serving</translation>
    </message>
    <message>
        <source>Classic ML</source>
        <translation>Klassisches ML</translation>
    </message>
    <message>
        <source>Data preparation</source>
        <translation>Datenaufbereitung</translation>
    </message>
    <message>
        <source>Framework</source>
        <translation>Framework</translation>
    </message>
    <message>
        <source>Sets conventions such as gradient precision, runtime memory and attention kernels</source>
        <translation>Legt Konventionen fest wie Gradientengenauigkeit, Laufzeitspeicher und Attention-Kernel</translation>
    </message>
    <message>
        <source>Custom shape</source>
        <translation>Eigene Form</translation>
    </message>
    <message>
        <source>%1 (%2 parameters)</source>
        <translation>%1 (%2 Parameter)</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>A model from the catalog; its shape fills step 2, where any field can be changed</source>
        <translation>Ein Modell aus dem Katalog; seine Form füllt Schritt 2, wo jedes Feld geändert werden kann</translation>
    </message>
    <message>
        <source>model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Data</source>
        <translation>Daten</translation>
    </message>
    <message>
        <source>Samples</source>
        <translation>Samples</translation>
    </message>
    <message>
        <source>Samples in the dataset (training) or to process (batch inference)</source>
        <translation>Samples im Datensatz (Training) oder zu verarbeiten (Batch-Inferenz)</translation>
    </message>
    <message>
        <source>samples</source>
        <translation>Samples</translation>
    </message>
    <message>
        <source>Epochs</source>
        <translation>Epochen</translation>
    </message>
    <message>
        <source>Passes over the dataset</source>
        <translation>Durchläufe über den Datensatz</translation>
    </message>
    <message>
        <source>Tokens per sample</source>
        <translation>Tokens pro Sample</translation>
    </message>
    <message>
        <source>Tokens in one sample; empty means the sequence length</source>
        <translation>Tokens in einem Sample; leer heißt Sequenzlänge</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>Tokens</translation>
    </message>
    <message>
        <source>Bytes per sample</source>
        <translation>Bytes pro Sample</translation>
    </message>
    <message>
        <source>Raw bytes read from storage for one sample (an image, a document); empty means derived</source>
        <translation>Rohe Bytes, die pro Sample aus dem Speicher gelesen werden (ein Bild, ein Dokument); leer heißt abgeleitet</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>Last</translation>
    </message>
    <message>
        <source>Peak load</source>
        <translation>Spitzenlast</translation>
    </message>
    <message>
        <source>Requests per second at the busiest time</source>
        <translation>Anfragen pro Sekunde zur Hauptlastzeit</translation>
    </message>
    <message>
        <source>p95 latency target</source>
        <translation>p95-Latenzziel</translation>
    </message>
    <message>
        <source>95% of requests must finish within this time, queueing included; 0 means no target</source>
        <translation>95 % der Anfragen müssen in dieser Zeit fertig sein, Warteschlange eingeschlossen; 0 heißt kein Ziel</translation>
    </message>
    <message>
        <source>Input tokens</source>
        <translation>Eingabe-Tokens</translation>
    </message>
    <message>
        <source>Tokens in one request&apos;s prompt or input</source>
        <translation>Tokens im Prompt oder in der Eingabe einer Anfrage</translation>
    </message>
    <message>
        <source>Output tokens</source>
        <translation>Ausgabe-Tokens</translation>
    </message>
    <message>
        <source>Tokens generated per request (decoders); 0 for classification or embeddings</source>
        <translation>Pro Anfrage erzeugte Tokens (Decoder); 0 für Klassifikation oder Embeddings</translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation>Algorithmus</translation>
    </message>
    <message>
        <source>For example xgboost_hist, xgboost_gpu_hist, lightgbm, logistic_regression, random_forest</source>
        <translation>Zum Beispiel xgboost_hist, xgboost_gpu_hist, lightgbm, logistic_regression, random_forest</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>Zeilen</translation>
    </message>
    <message>
        <source>Training rows</source>
        <translation>Trainingszeilen</translation>
    </message>
    <message>
        <source>rows</source>
        <translation>Zeilen</translation>
    </message>
    <message>
        <source>Features</source>
        <translation>Merkmale</translation>
    </message>
    <message>
        <source>Columns per row</source>
        <translation>Spalten pro Zeile</translation>
    </message>
    <message>
        <source>Trees</source>
        <translation>Bäume</translation>
    </message>
    <message>
        <source>Boosting rounds or forest size</source>
        <translation>Boosting-Runden oder Größe des Waldes</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Tiefe</translation>
    </message>
    <message>
        <source>Maximum depth of each tree</source>
        <translation>Maximale Tiefe jedes Baums</translation>
    </message>
    <message>
        <source>Rows the job reads</source>
        <translation>Zeilen, die der Job liest</translation>
    </message>
    <message>
        <source>Data size</source>
        <translation>Datenmenge</translation>
    </message>
    <message>
        <source>Bytes the job reads</source>
        <translation>Bytes, die der Job liest</translation>
    </message>
    <message>
        <source>Operation</source>
        <translation>Operation</translation>
    </message>
    <message>
        <source>scan, filter, aggregate, join, sort or udf</source>
        <translation>scan, filter, aggregate, join, sort oder udf</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <source>Model size, precision, batch and sequence length decide whether it fits on a device.</source>
        <translation>Modellgröße, Genauigkeit, Batch und Sequenzlänge entscheiden, ob es auf ein Gerät passt.</translation>
    </message>
    <message>
        <source>The parameter count the planner uses, derived from the shape</source>
        <translation>Die Parameterzahl, die der Planer verwendet, aus der Form abgeleitet</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>Genauigkeit</translation>
    </message>
    <message>
        <source>Number format of weights and compute; mixed keeps fp32 master weights for training</source>
        <translation>Zahlenformat der Gewichte und Berechnungen; Mixed behält fp32-Master-Gewichte für das Training</translation>
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
        <translation>bf16 mixed</translation>
    </message>
    <message>
        <source>fp16 mixed</source>
        <translation>fp16 mixed</translation>
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
        <translation>Optimizer</translation>
    </message>
    <message>
        <source>Its state per parameter: AdamW keeps two, 8-bit AdamW two small ones, SGD none</source>
        <translation>Sein Zustand pro Parameter: AdamW hält zwei Werte, 8-Bit-AdamW zwei kleine, SGD keine</translation>
    </message>
    <message>
        <source>AdamW</source>
        <translation>AdamW</translation>
    </message>
    <message>
        <source>AdamW 8-bit</source>
        <translation>AdamW 8-Bit</translation>
    </message>
    <message>
        <source>SGD with momentum</source>
        <translation>SGD mit Momentum</translation>
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
        <translation>Fine-Tuning-Methode</translation>
    </message>
    <message>
        <source>Full updates every weight; LoRA trains small adapters; QLoRA also stores the base in 4 bits</source>
        <translation>Voll aktualisiert jedes Gewicht; LoRA trainiert kleine Adapter; QLoRA speichert zudem die Basis in 4 Bit</translation>
    </message>
    <message>
        <source>Full</source>
        <translation>Voll</translation>
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
        <translation>LoRA-Rang</translation>
    </message>
    <message>
        <source>Rank r of each adapter</source>
        <translation>Rang r jedes Adapters</translation>
    </message>
    <message>
        <source>LoRA targets</source>
        <translation>LoRA-Ziele</translation>
    </message>
    <message>
        <source>Which matrices get adapters</source>
        <translation>Welche Matrizen Adapter bekommen</translation>
    </message>
    <message>
        <source>Attention only</source>
        <translation>Nur Attention</translation>
    </message>
    <message>
        <source>All linear layers</source>
        <translation>Alle linearen Schichten</translation>
    </message>
    <message>
        <source>Batch size</source>
        <translation>Batch-Größe</translation>
    </message>
    <message>
        <source>Global batch in samples per optimizer step (training) or per pass (batch inference)</source>
        <translation>Globaler Batch in Samples pro Optimizer-Schritt (Training) oder pro Durchlauf (Batch-Inferenz)</translation>
    </message>
    <message>
        <source>Micro-batch</source>
        <translation>Micro-Batch</translation>
    </message>
    <message>
        <source>auto</source>
        <translation>auto</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>Sequenzlänge</translation>
    </message>
    <message>
        <source>Tokens per sample in one pass; the model&apos;s default when set to default</source>
        <translation>Tokens pro Sample in einem Durchlauf; bei Standard der Wert des Modells</translation>
    </message>
    <message>
        <source>model default</source>
        <translation>Modellstandard</translation>
    </message>
    <message>
        <source>Model shape</source>
        <translation>Modellform</translation>
    </message>
    <message>
        <source>Architecture</source>
        <translation>Architektur</translation>
    </message>
    <message>
        <source>The family of the model</source>
        <translation>Die Modellfamilie</translation>
    </message>
    <message>
        <source>Decoder (GPT, Llama)</source>
        <translation>Decoder (GPT, Llama)</translation>
    </message>
    <message>
        <source>Encoder (BERT, ViT)</source>
        <translation>Encoder (BERT, ViT)</translation>
    </message>
    <message>
        <source>Encoder–decoder (T5)</source>
        <translation>Encoder–Decoder (T5)</translation>
    </message>
    <message>
        <source>Convolutional network</source>
        <translation>Faltungsnetz (CNN)</translation>
    </message>
    <message>
        <source>Multi-layer perceptron</source>
        <translation>Mehrschichtiges Perzeptron</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <source>Total parameters; empty means derived from the shape. Examples: 7B, 110M</source>
        <translation>Parameter insgesamt; leer heißt aus der Form abgeleitet. Beispiele: 7B, 110M</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>Schichten</translation>
    </message>
    <message>
        <source>Transformer blocks</source>
        <translation>Transformer-Blöcke</translation>
    </message>
    <message>
        <source>not given</source>
        <translation>nicht angegeben</translation>
    </message>
    <message>
        <source>Hidden size</source>
        <translation>Hidden Size</translation>
    </message>
    <message>
        <source>Width of the residual stream</source>
        <translation>Breite des Residualstroms</translation>
    </message>
    <message>
        <source>Attention heads</source>
        <translation>Attention-Heads</translation>
    </message>
    <message>
        <source>Query heads per layer</source>
        <translation>Query-Heads pro Schicht</translation>
    </message>
    <message>
        <source>KV heads</source>
        <translation>KV-Heads</translation>
    </message>
    <message>
        <source>Key/value heads (grouped-query attention); default: as many as heads</source>
        <translation>Key/Value-Heads (Grouped-Query Attention); Standard: so viele wie Heads</translation>
    </message>
    <message>
        <source>= heads</source>
        <translation>= Heads</translation>
    </message>
    <message>
        <source>Head size</source>
        <translation>Head-Größe</translation>
    </message>
    <message>
        <source>Width of one head; default: hidden / heads</source>
        <translation>Breite eines Heads; Standard: Hidden / Heads</translation>
    </message>
    <message>
        <source>hidden / heads</source>
        <translation>Hidden / Heads</translation>
    </message>
    <message>
        <source>FFN size</source>
        <translation>FFN-Größe</translation>
    </message>
    <message>
        <source>Width of the feed-forward layer; default: 4 × hidden</source>
        <translation>Breite der Feed-Forward-Schicht; Standard: 4 × Hidden</translation>
    </message>
    <message>
        <source>4 × hidden</source>
        <translation>4 × Hidden</translation>
    </message>
    <message>
        <source>Vocabulary</source>
        <translation>Vokabular</translation>
    </message>
    <message>
        <source>Tokens in the vocabulary</source>
        <translation>Tokens im Vokabular</translation>
    </message>
    <message>
        <source>Gated FFN</source>
        <translation>Gated FFN</translation>
    </message>
    <message>
        <source>SwiGLU-style feed-forward with three matrices (Llama, Mistral)</source>
        <translation>Feed-Forward im SwiGLU-Stil mit drei Matrizen (Llama, Mistral)</translation>
    </message>
    <message>
        <source>Tied embeddings</source>
        <translation>Gekoppelte Embeddings</translation>
    </message>
    <message>
        <source>The output head shares the input embedding matrix</source>
        <translation>Der Ausgabekopf teilt sich die Matrix der Eingabe-Embeddings</translation>
    </message>
    <message>
        <source>FLOPs per sample</source>
        <translation>FLOPs pro Sample</translation>
    </message>
    <message>
        <source>Forward FLOPs of one sample, for models that are not transformers</source>
        <translation>Vorwärts-FLOPs eines Samples, für Modelle, die keine Transformer sind</translation>
    </message>
    <message>
        <source>FLOP</source>
        <translation>FLOP</translation>
    </message>
    <message>
        <source>Activations per sample</source>
        <translation>Aktivierungen pro Sample</translation>
    </message>
    <message>
        <source>Training activations stored for one sample, in 16 bits</source>
        <translation>Beim Training gespeicherte Aktivierungen eines Samples, in 16 Bit</translation>
    </message>
    <message>
        <source>Compute</source>
        <translation>Rechnen</translation>
    </message>
    <message>
        <source>Which devices to consider and how to split the model over them.</source>
        <translation>Welche Geräte in Frage kommen und wie das Modell auf sie verteilt wird.</translation>
    </message>
    <message>
        <source>Parallelism</source>
        <translation>Parallelität</translation>
    </message>
    <message>
        <source>Tensor parallel</source>
        <translation>Tensor-Parallelität</translation>
    </message>
    <message>
        <source>Devices that split each layer&apos;s matrices (inside one node)</source>
        <translation>Geräte, die die Matrizen jeder Schicht teilen (innerhalb eines Knotens)</translation>
    </message>
    <message>
        <source>Pipeline stages</source>
        <translation>Pipeline-Stufen</translation>
    </message>
    <message>
        <source>Devices that each hold a slice of the layers</source>
        <translation>Geräte, die jeweils einen Teil der Schichten halten</translation>
    </message>
    <message>
        <source>Interleaving</source>
        <translation>Interleaving</translation>
    </message>
    <message>
        <source>Virtual stages per device; shrinks the pipeline bubble</source>
        <translation>Virtuelle Stufen pro Gerät; verkleinert die Pipeline-Blase</translation>
    </message>
    <message>
        <source>Sequence parallel</source>
        <translation>Sequence Parallel</translation>
    </message>
    <message>
        <source>Split norms and dropout along the sequence across the tensor-parallel group</source>
        <translation>Normen und Dropout entlang der Sequenz über die Tensor-parallele Gruppe aufteilen</translation>
    </message>
    <message>
        <source>Sharding</source>
        <translation>Sharding</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keines</translation>
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
        <translation>Alle Katalog-Geräte berücksichtigen</translation>
    </message>
    <message>
        <source>Let the planner try the whole catalog; untick to choose devices and counts</source>
        <translation>Den Planer den ganzen Katalog probieren lassen; abwählen, um Geräte und Anzahlen selbst zu wählen</translation>
    </message>
    <message>
        <source>Candidate devices</source>
        <translation>Kandidaten-Geräte</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Gerät</translation>
    </message>
    <message>
        <source>Counts</source>
        <translation>Anzahlen</translation>
    </message>
    <message>
        <source>$/h each</source>
        <translation>$/h je Stück</translation>
    </message>
    <message>
        <source>Tick the devices to compare; type the counts to try, separated by commas</source>
        <translation>Die zu vergleichenden Geräte ankreuzen; die zu probierenden Anzahlen durch Kommas getrennt eingeben</translation>
    </message>
    <message>
        <source>Candidates</source>
        <translation>Kandidaten</translation>
    </message>
    <message>
        <source>candidate devices</source>
        <translation>Kandidaten-Geräte</translation>
    </message>
    <message>
        <source>Tick at least one device, or consider every device in the catalog.</source>
        <translation>Mindestens ein Gerät ankreuzen oder alle Geräte im Katalog berücksichtigen.</translation>
    </message>
    <message>
        <source>Right-size</source>
        <translation>Richtig dimensionieren</translation>
    </message>
    <message>
        <source>How compute is bought and the limits the choice must meet.</source>
        <translation>Wie Rechenleistung gekauft wird und welche Grenzen die Wahl einhalten muss.</translation>
    </message>
    <message>
        <source>Pricing</source>
        <translation>Preismodell</translation>
    </message>
    <message>
        <source>On-demand, spot (interruptible, cheaper), serverless (billed per second of activity) or reserved</source>
        <translation>On-Demand, Spot (unterbrechbar, günstiger), Serverless (pro Sekunde Aktivität abgerechnet) oder reserviert</translation>
    </message>
    <message>
        <source>On-demand</source>
        <translation>On-Demand</translation>
    </message>
    <message>
        <source>Spot</source>
        <translation>Spot</translation>
    </message>
    <message>
        <source>Serverless</source>
        <translation>Serverless</translation>
    </message>
    <message>
        <source>Reserved (1 year)</source>
        <translation>Reserviert (1 Jahr)</translation>
    </message>
    <message>
        <source>Interruptions</source>
        <translation>Unterbrechungen</translation>
    </message>
    <message>
        <source>Expected spot interruptions per day of running</source>
        <translation>Erwartete Spot-Unterbrechungen pro Tag Laufzeit</translation>
    </message>
    <message>
        <source>Checkpoint time</source>
        <translation>Checkpoint-Zeit</translation>
    </message>
    <message>
        <source>Minutes to write one checkpoint</source>
        <translation>Minuten, um einen Checkpoint zu schreiben</translation>
    </message>
    <message>
        <source>Restart time</source>
        <translation>Neustartzeit</translation>
    </message>
    <message>
        <source>Minutes to get capacity back and reload after an interruption</source>
        <translation>Minuten, um nach einer Unterbrechung wieder Kapazität zu bekommen und neu zu laden</translation>
    </message>
    <message>
        <source>Cluster</source>
        <translation>Cluster</translation>
    </message>
    <message>
        <source>A classic cluster starts cold and bills while idle until it stops; serverless bills activity only</source>
        <translation>Ein klassischer Cluster startet kalt und wird im Leerlauf bis zum Stopp abgerechnet; Serverless rechnet nur Aktivität ab</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Klassisch</translation>
    </message>
    <message>
        <source>Start-up</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Minutes for a cold start</source>
        <translation>Minuten für einen Kaltstart</translation>
    </message>
    <message>
        <source>Idle before stop</source>
        <translation>Leerlauf vor Stopp</translation>
    </message>
    <message>
        <source>Minutes a classic cluster keeps running (and billing) after the work ends</source>
        <translation>Minuten, die ein klassischer Cluster nach dem Ende der Arbeit weiterläuft (und abgerechnet wird)</translation>
    </message>
    <message>
        <source>Runs per day</source>
        <translation>Läufe pro Tag</translation>
    </message>
    <message>
        <source>How often the job runs; bursty use favours serverless</source>
        <translation>Wie oft der Job läuft; stoßweise Nutzung spricht für Serverless</translation>
    </message>
    <message>
        <source>Constraints</source>
        <translation>Vorgaben</translation>
    </message>
    <message>
        <source>Deadline</source>
        <translation>Frist</translation>
    </message>
    <message>
        <source>The job must finish within this many hours; empty means no deadline</source>
        <translation>Der Job muss in so vielen Stunden fertig sein; leer heißt keine Frist</translation>
    </message>
    <message>
        <source>h</source>
        <translation>h</translation>
    </message>
    <message>
        <source>Budget per hour</source>
        <translation>Budget pro Stunde</translation>
    </message>
    <message>
        <source>The most to spend per hour for all devices together; empty means no limit</source>
        <translation>Höchstens auszugeben pro Stunde für alle Geräte zusammen; leer heißt keine Grenze</translation>
    </message>
    <message>
        <source>USD/h</source>
        <translation>USD/h</translation>
    </message>
    <message>
        <source>Total budget</source>
        <translation>Gesamtbudget</translation>
    </message>
    <message>
        <source>The most the whole job may cost; empty means no limit</source>
        <translation>Höchstkosten für den ganzen Job; leer heißt keine Grenze</translation>
    </message>
    <message>
        <source>USD</source>
        <translation>USD</translation>
    </message>
    <message>
        <source>Optimise</source>
        <translation>Optimieren</translation>
    </message>
    <message>
        <source>Settings that trade memory for time, keep the device fed and batch requests.</source>
        <translation>Einstellungen, die Speicher gegen Zeit tauschen, das Gerät auslasten und Anfragen bündeln.</translation>
    </message>
    <message>
        <source>Recompute activations</source>
        <translation>Aktivierungen neu berechnen</translation>
    </message>
    <message>
        <source>Selective (attention)</source>
        <translation>Selektiv (Attention)</translation>
    </message>
    <message>
        <source>Flash attention</source>
        <translation>Flash Attention</translation>
    </message>
    <message>
        <source>Micro-batch window</source>
        <translation>Micro-Batch-Fenster</translation>
    </message>
    <message>
        <source>How long the server waits to gather requests into one batch</source>
        <translation>Wie lange der Server wartet, um Anfragen zu einem Batch zu sammeln</translation>
    </message>
    <message>
        <source>Largest batch</source>
        <translation>Größter Batch</translation>
    </message>
    <message>
        <source>Most requests served together in one batch</source>
        <translation>Höchstzahl an Anfragen, die zusammen in einem Batch bedient werden</translation>
    </message>
    <message>
        <source>Most replicas</source>
        <translation>Höchstens Replikate</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>Speicherort</translation>
    </message>
    <message>
        <source>Where the training data is read from</source>
        <translation>Woher die Trainingsdaten gelesen werden</translation>
    </message>
    <message>
        <source>Object store</source>
        <translation>Objektspeicher</translation>
    </message>
    <message>
        <source>Local NVMe</source>
        <translation>Lokale NVMe</translation>
    </message>
    <message>
        <source>Network file system</source>
        <translation>Netzwerk-Dateisystem</translation>
    </message>
    <message>
        <source>In memory</source>
        <translation>Im Arbeitsspeicher</translation>
    </message>
    <message>
        <source>CPU prep per sample</source>
        <translation>CPU-Zeit pro Sample</translation>
    </message>
    <message>
        <source>Milliseconds of one CPU core to decode, augment or tokenise one sample; 0 means not modelled</source>
        <translation>Millisekunden eines CPU-Kerns, um ein Sample zu dekodieren, zu augmentieren oder zu tokenisieren; 0 heißt nicht modelliert</translation>
    </message>
    <message>
        <source>Loader workers</source>
        <translation>Loader-Worker</translation>
    </message>
    <message>
        <source>Data-loader processes per device</source>
        <translation>Data-Loader-Prozesse pro Gerät</translation>
    </message>
    <message>
        <source>Cache on local NVMe</source>
        <translation>Auf lokaler NVMe cachen</translation>
    </message>
    <message>
        <source>Keep remote data on the local disk after the first epoch</source>
        <translation>Entfernte Daten nach der ersten Epoche auf der lokalen Platte behalten</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The plan could not be updated; the last good plan is still shown.</source>
        <translation>Der Plan konnte nicht aktualisiert werden; der letzte gültige Plan wird weiter angezeigt.</translation>
    </message>
    <message>
        <source>On-demand: %1</source>
        <translation>On-Demand: %1</translation>
    </message>
    <message>
        <source>, %1 active per token</source>
        <translation>, %1 aktiv pro Token</translation>
    </message>
    <message>
        <source>; KV cache %1 KiB per token</source>
        <translation>; KV-Cache %1 KiB pro Token</translation>
    </message>
    <message>
        <source>auto (planner: %1)</source>
        <translation>auto (Planer: %1)</translation>
    </message>
    <message>
        <source>on</source>
        <translation>an</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <source> — auto lets the planner choose; any other value is used exactly as given</source>
        <translation> — automatisch lässt den Planer wählen; jeder andere Wert wird genau so verwendet</translation>
    </message>
    <message>
        <source>ZeRO stage 1 shards optimizer state, 2 also gradients, 3 (FSDP) also weights, over the data-parallel devices; hybrid shards inside a node and replicates across nodes</source>
        <translation>ZeRO-Stufe 1 verteilt den Optimiererzustand, 2 auch die Gradienten, 3 (FSDP) auch die Gewichte auf die datenparallelen Geräte; hybrid verteilt innerhalb eines Knotens und repliziert über Knoten</translation>
    </message>
    <message>
        <source>Hybrid (shard in a node)</source>
        <translation>Hybrid (Sharding im Knoten)</translation>
    </message>
    <message numerus="yes">
        <source>%n sample(s)</source>
        <translation>
            <numerusform>%n Sample</numerusform>
            <numerusform>%n Samples</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n token(s)</source>
        <translation>
            <numerusform>%n Token</numerusform>
            <numerusform>%n Token</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n request(s)</source>
        <translation>
            <numerusform>%n Anfrage</numerusform>
            <numerusform>%n Anfragen</numerusform>
        </translation>
    </message>
    <message>
        <source>1, 2, 4 and 8 GPUs of each, whole nodes of 16 and more when the model needs them, and one of each CPU instance.</source>
        <translation>Je 1, 2, 4 und 8 GPUs jeder Art, ganze Knoten ab 16, wenn das Modell sie braucht, und je eine CPU-Instanz.</translation>
    </message>
    <message>
        <source>1, 2, 4 and 8 GPUs of each, and one of each CPU instance.</source>
        <translation>Je 1, 2, 4 und 8 GPUs jeder Art und je eine CPU-Instanz.</translation>
    </message>
    <message>
        <source>Each device with as many replicas as the latency target needs.</source>
        <translation>Jedes Gerät mit so vielen Replikaten, wie das Latenzziel verlangt.</translation>
    </message>
    <message>
        <source>One of each device.</source>
        <translation>Je ein Gerät jeder Art.</translation>
    </message>
    <message>
        <source>One of each CPU instance.</source>
        <translation>Je eine CPU-Instanz jeder Art.</translation>
    </message>
    <message>
        <source>The micro-batch (%1) cannot be larger than the batch size (%2).</source>
        <translation>Der Micro-Batch (%1) darf nicht größer sein als die Batchgröße (%2).</translation>
    </message>
    <message>
        <source>The batch size (%1) cannot be larger than the data set (%2 samples).</source>
        <translation>Die Batchgröße (%1) darf nicht größer sein als der Datensatz (%2 Samples).</translation>
    </message>
    <message>
        <source>The sequence length (%1 tokens) is longer than the model&apos;s context of %2 tokens.</source>
        <translation>Die Sequenzlänge (%1 Token) ist länger als der Kontext des Modells von %2 Token.</translation>
    </message>
    <message>
        <source>“%1” cannot be used: %2.</source>
        <translation>„%1“ ist nicht verwendbar: %2.</translation>
    </message>
    <message>
        <source>enter a whole number from %1 to %2</source>
        <translation>geben Sie eine ganze Zahl von %1 bis %2 ein</translation>
    </message>
    <message>
        <source>enter a number from %1 to %2</source>
        <translation>geben Sie eine Zahl von %1 bis %2 ein</translation>
    </message>
    <message>
        <source>New here? Pick a worked case in the Scenario box below, or change any field: the charts and the recommendation follow every edit. Hover over a field to see what it means.</source>
        <translation>Zum ersten Mal hier? Wählen Sie unten im Feld „Szenario“ ein Beispiel oder ändern Sie ein beliebiges Feld: Diagramme und Empfehlung folgen jeder Änderung. Zeigen Sie auf ein Feld, um zu sehen, was es bedeutet.</translation>
    </message>
    <message>
        <source>Got it</source>
        <translation>Verstanden</translation>
    </message>
    <message>
        <source>Hide this hint for good</source>
        <translation>Diesen Hinweis nicht mehr zeigen</translation>
    </message>
    <message>
        <source>Open a worked case, an exercise or a template as a new scenario</source>
        <translation>Ein Beispiel, eine Übung oder eine Vorlage als neues Szenario öffnen</translation>
    </message>
    <message>
        <source>Started from the preset “%1”; pick another to open it as a new scenario</source>
        <translation>Aus der Vorlage „%1“ begonnen; wählen Sie eine andere, um sie als neues Szenario zu öffnen</translation>
    </message>
    <message>
        <source>Every device in the catalog</source>
        <translation>Jedes Gerät im Katalog</translation>
    </message>
    <message>
        <source>Must be more than %1 and at most %2.</source>
        <translation>Muss größer als %1 und höchstens %2 sein.</translation>
    </message>
    <message>
        <source>Providers and regions…</source>
        <translation>Anbieter und Regionen…</translation>
    </message>
    <message>
        <source>Where to rent</source>
        <translation>Wo mieten</translation>
    </message>
    <message>
        <source>%1: counts must be whole numbers from 1 to %2, separated by commas.</source>
        <translation>%1: Anzahlen müssen ganze Zahlen von 1 bis %2 sein, durch Kommas getrennt.</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <source>Free text kept with the scenario and printed at the top of the report</source>
        <translation>Freier Text, der mit dem Szenario gespeichert und oben im Bericht gedruckt wird</translation>
    </message>
    <message>
        <source>A preset, an imported configuration and the shape keys written beside them</source>
        <translation>Eine Vorlage, eine importierte Konfiguration und die daneben angegebenen Formschlüssel</translation>
    </message>
    <message>
        <source>Imported configuration</source>
        <translation>Importierte Konfiguration</translation>
    </message>
    <message>
        <source>A model configuration (config.json) the shape was read from</source>
        <translation>Eine Modellkonfiguration (config.json), aus der die Form gelesen wurde</translation>
    </message>
    <message>
        <source>derived from the shape</source>
        <translation>aus der Form abgeleitet</translation>
    </message>
    <message>
        <source>Double quantisation</source>
        <translation>Doppelte Quantisierung</translation>
    </message>
    <message>
        <source>QLoRA: the quantisation constants are quantised too, which saves a little memory</source>
        <translation>QLoRA: auch die Quantisierungskonstanten werden quantisiert, das spart etwas Speicher</translation>
    </message>
    <message>
        <source>Paged optimizer</source>
        <translation>Ausgelagerter Optimizer</translation>
    </message>
    <message>
        <source>on with QLoRA</source>
        <translation>an bei QLoRA</translation>
    </message>
    <message>
        <source>Padding</source>
        <translation>Auffüllen</translation>
    </message>
    <message>
        <source>How samples of different lengths fill a batch: padded to the sequence length, packed together, or run without padding</source>
        <translation>Wie Samples unterschiedlicher Länge einen Batch füllen: auf die Sequenzlänge aufgefüllt, zusammengepackt oder ohne Auffüllen gerechnet</translation>
    </message>
    <message>
        <source>Samples per device in one forward/backward pass; the rest is gradient accumulation</source>
        <translation>Samples pro Gerät in einem Vorwärts-/Rückwärtsdurchlauf; der Rest ist Gradientenakkumulation</translation>
    </message>
    <message>
        <source>Recomputing activations in the backward pass saves memory for about a third more compute (full)</source>
        <translation>Aktivierungen im Rückwärtsdurchlauf neu zu berechnen spart Speicher für etwa ein Drittel mehr Rechenaufwand (vollständig)</translation>
    </message>
    <message>
        <source>Fused attention kernels that never store the sequence × sequence score matrix</source>
        <translation>Fusionierte Attention-Kernels, die die Matrix Sequenz × Sequenz nie speichern</translation>
    </message>
    <message>
        <source>Optimizer kernels</source>
        <translation>Optimizer-Kernels</translation>
    </message>
    <message>
        <source>How the optimizer updates the weights: one tensor at a time, all tensors at once (foreach) or in one fused kernel; changes the time of the update</source>
        <translation>Wie der Optimizer die Gewichte aktualisiert: ein Tensor nach dem anderen, alle Tensoren auf einmal (foreach) oder in einem fusionierten Kernel; ändert die Dauer der Aktualisierung</translation>
    </message>
    <message>
        <source>Expert parallel</source>
        <translation>Expertenparallel</translation>
    </message>
    <message>
        <source>Devices that each hold a share of the experts of a mixture-of-experts model</source>
        <translation>Geräte, die jeweils einen Teil der Experten eines Mixture-of-Experts-Modells halten</translation>
    </message>
    <message>
        <source>fp32 gradients</source>
        <translation>fp32-Gradienten</translation>
    </message>
    <message>
        <source>Gradients kept in 32 bits under mixed precision; partly checked follows the framework</source>
        <translation>Gradienten bei gemischter Genauigkeit in 32 Bit halten; teilweise angehakt folgt dem Framework</translation>
    </message>
    <message>
        <source>as the framework does</source>
        <translation>wie das Framework</translation>
    </message>
    <message>
        <source>sequence length</source>
        <translation>Sequenzlänge</translation>
    </message>
    <message>
        <source>derived</source>
        <translation>abgeleitet</translation>
    </message>
    <message>
        <source>no target</source>
        <translation>kein Ziel</translation>
    </message>
    <message>
        <source>Hosted API price</source>
        <translation>API-Preis</translation>
    </message>
    <message>
        <source>What a hosted API charges per million tokens, to compare with serving the model yourself; 0 means no comparison</source>
        <translation>Was eine gehostete API pro Million Token kostet, zum Vergleich mit dem eigenen Betrieb des Modells; 0 heißt kein Vergleich</translation>
    </message>
    <message>
        <source>no comparison</source>
        <translation>kein Vergleich</translation>
    </message>
    <message>
        <source>Tokens per month</source>
        <translation>Token pro Monat</translation>
    </message>
    <message>
        <source>Tokens served in a month, for the monthly cost; 0 means the peak load all month</source>
        <translation>In einem Monat bediente Token, für die Monatskosten; 0 heißt Spitzenlast den ganzen Monat</translation>
    </message>
    <message>
        <source>peak load all month</source>
        <translation>Spitzenlast den ganzen Monat</translation>
    </message>
    <message>
        <source>every device in the catalog</source>
        <translation>jedes Gerät im Katalog</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>Region</translation>
    </message>
    <message>
        <source>The region the scenario is meant for, kept with it and shown in the report</source>
        <translation>Die Region, für die das Szenario gedacht ist; wird mit ihm gespeichert und im Bericht gezeigt</translation>
    </message>
    <message>
        <source>Memory headroom</source>
        <translation>Speicherreserve</translation>
    </message>
    <message>
        <source>Gradient-boosted trees</source>
        <translation>Gradient-Boosted Trees</translation>
    </message>
    <message>
        <source>Linear model</source>
        <translation>Lineares Modell</translation>
    </message>
    <message>
        <source>One tensor at a time</source>
        <translation>Ein Tensor nach dem anderen</translation>
    </message>
    <message>
        <source>Foreach</source>
        <translation>Foreach</translation>
    </message>
    <message>
        <source>Fused</source>
        <translation>Fusioniert</translation>
    </message>
    <message>
        <source>Padded</source>
        <translation>Aufgefüllt</translation>
    </message>
    <message>
        <source>Packed</source>
        <translation>Gepackt</translation>
    </message>
    <message>
        <source>Without padding</source>
        <translation>Ohne Auffüllen</translation>
    </message>
    <message>
        <source>requests</source>
        <translation>Anfragen</translation>
    </message>
    <message>
        <source>parameters</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <source>req/s</source>
        <translation>Anfr./s</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>min</source>
        <translation>min</translation>
    </message>
    <message>
        <source>per day</source>
        <translation>pro Tag</translation>
    </message>
    <message>
        <source>%1× %2</source>
        <translation>%1× %2</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>Default: %1</source>
        <translation>Vorgabe: %1</translation>
    </message>
    <message>
        <source>Share of each device&apos;s memory kept free for fragmentation and spikes; an option that leaves less gets a warning</source>
        <translation>Anteil des Gerätespeichers, der für Fragmentierung und Spitzen frei bleibt; eine Option, die weniger lässt, erhält eine Warnung</translation>
    </message>
    <message>
        <source>At most %1 devices and counts can be compared; split a larger sweep over several scenarios.</source>
        <translation>Höchstens %1 Geräte und Anzahlen lassen sich vergleichen; teilen Sie einen größeren Vergleich auf mehrere Szenarien auf.</translation>
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
        <translation>Ob das Modell unter torch.compile (Standardmodus) läuft: weniger, fusionierte Kernels und wenig Host-Arbeit pro Schritt, nach einer einmaligen Kompilierung zu Beginn des Jobs</translation>
    </message>
    <message>
        <source>Let estimated prices win</source>
        <translation>Geschätzte Preise zulassen</translation>
    </message>
    <message>
        <source>Eager (not compiled)</source>
        <translation>Eager (nicht kompiliert)</translation>
    </message>
    <message>
        <source>Compiled (default mode)</source>
        <translation>Kompiliert (Standardmodus)</translation>
    </message>
    <message>
        <source>Concurrent users</source>
        <translation>Gleichzeitige Nutzer</translation>
    </message>
    <message>
        <source>Clients that each send their next request when the answer arrives (a closed loop, as engine benchmarks run); 0 means the peak load above</source>
        <translation>Clients, die jeweils ihre nächste Anfrage senden, wenn die Antwort da ist (ein geschlossener Kreis, wie Engine-Benchmarks laufen); 0 bedeutet die Spitzenlast oben</translation>
    </message>
    <message>
        <source>use the peak load</source>
        <translation>Spitzenlast verwenden</translation>
    </message>
    <message>
        <source>p95 time-to-first-token target</source>
        <translation>p95-Ziel für die Zeit bis zum ersten Token</translation>
    </message>
    <message>
        <source>95% of requests must see their first token within this time; 0 means no target</source>
        <translation>95 % der Anfragen müssen ihr erstes Token innerhalb dieser Zeit sehen; 0 bedeutet kein Ziel</translation>
    </message>
    <message>
        <source>p95 time-per-token target</source>
        <translation>p95-Ziel für die Zeit pro Token</translation>
    </message>
    <message>
        <source>95% of requests must generate each further token within this time on average; 0 means no target</source>
        <translation>95 % der Anfragen müssen jedes weitere Token im Mittel innerhalb dieser Zeit erzeugen; 0 bedeutet kein Ziel</translation>
    </message>
    <message>
        <source>Fixed output length</source>
        <translation>Feste Ausgabelänge</translation>
    </message>
    <message>
        <source>Every request generates exactly the output tokens (as a benchmark that ignores end-of-sequence does); off: lengths vary around that mean</source>
        <translation>Jede Anfrage erzeugt genau die Ausgabetokens (wie ein Benchmark, der das Sequenzende ignoriert); aus: Längen streuen um diesen Mittelwert</translation>
    </message>
    <message>
        <source>Engine memory share</source>
        <translation>Speicheranteil der Engine</translation>
    </message>
    <message>
        <source>Share of device memory the serving engine takes for weights, activations and its KV cache (vLLM gpu_memory_utilization, SGLang mem_fraction_static, TensorRT-LLM free_gpu_memory_fraction); empty means the engine&apos;s default</source>
        <translation>Anteil des Gerätespeichers, den die Serving-Engine für Gewichte, Aktivierungen und ihren KV-Cache nimmt (vLLM gpu_memory_utilization, SGLang mem_fraction_static, TensorRT-LLM free_gpu_memory_fraction); leer bedeutet den Standard der Engine</translation>
    </message>
    <message>
        <source>engine default</source>
        <translation>Standard der Engine</translation>
    </message>
    <message>
        <source>Tokens per engine step</source>
        <translation>Tokens pro Engine-Schritt</translation>
    </message>
    <message>
        <source>Most tokens one engine step carries, prompt chunks and decoded tokens together (max_num_batched_tokens); empty means the engine&apos;s default</source>
        <translation>Höchstzahl an Tokens, die ein Engine-Schritt trägt, Prompt-Abschnitte und dekodierte Tokens zusammen (max_num_batched_tokens); leer bedeutet den Standard der Engine</translation>
    </message>
    <message>
        <source>Expert dispatch</source>
        <translation>Verteilung an Experten</translation>
    </message>
    <message>
        <source>How a token reaches its experts on other nodes: every routed copy on its own, or once per node and forwarded inside it (DeepEP)</source>
        <translation>Wie ein Token seine Experten auf anderen Knoten erreicht: jede geroutete Kopie einzeln oder einmal je Knoten und darin weitergeleitet (DeepEP)</translation>
    </message>
    <message>
        <source>Quiet-hours load</source>
        <translation>Last in ruhigen Stunden</translation>
    </message>
    <message>
        <source>Requests per second outside the peak hours; the day is then priced with replicas scaled between the two loads. 0 means the peak load all day</source>
        <translation>Anfragen pro Sekunde außerhalb der Spitzenstunden; der Tag wird dann mit zwischen beiden Lasten skalierten Replikaten berechnet. 0 bedeutet Spitzenlast den ganzen Tag</translation>
    </message>
    <message>
        <source>peak all day</source>
        <translation>Spitze ganztägig</translation>
    </message>
    <message>
        <source>Peak hours a day</source>
        <translation>Spitzenstunden am Tag</translation>
    </message>
    <message>
        <source>Hours a day at the peak load; the rest at the quiet-hours load</source>
        <translation>Stunden am Tag mit Spitzenlast; der Rest mit der Last der ruhigen Stunden</translation>
    </message>
    <message>
        <source>Fewest replicas</source>
        <translation>Wenigste Replikate</translation>
    </message>
    <message>
        <source>Autoscaling never goes below this many replicas</source>
        <translation>Die automatische Skalierung geht nie unter diese Zahl von Replikaten</translation>
    </message>
    <message>
        <source>Scale-up time</source>
        <translation>Hochskalierzeit</translation>
    </message>
    <message>
        <source>Minutes a new replica is billed before it serves (instance boot, image pull, model load), paid once a day for the replicas the peak adds</source>
        <translation>Minuten, die ein neues Replikat berechnet wird, bevor es bedient (Instanzstart, Image laden, Modell laden), einmal am Tag für die Replikate bezahlt, die die Spitze hinzufügt</translation>
    </message>
    <message>
        <source>Shared prompt prefix</source>
        <translation>Gemeinsames Prompt-Präfix</translation>
    </message>
    <message>
        <source>Share of every prompt that all requests have in common (a system prompt, few-shot examples): the engine&apos;s prefix cache prefills it once and holds it once</source>
        <translation>Anteil jedes Prompts, den alle Anfragen gemeinsam haben (ein System-Prompt, Few-Shot-Beispiele): der Präfix-Cache der Engine berechnet ihn einmal vor und hält ihn einmal</translation>
    </message>
    <message>
        <source>Speculative tokens</source>
        <translation>Spekulative Tokens</translation>
    </message>
    <message>
        <source>Tokens proposed for each sequence at every decode step and checked together by the model (speculative decoding); 0 is off</source>
        <translation>Tokens, die für jede Sequenz in jedem Dekodierschritt vorgeschlagen und vom Modell gemeinsam geprüft werden (spekulatives Dekodieren); 0 ist aus</translation>
    </message>
    <message>
        <source>Acceptance rate</source>
        <translation>Annahmerate</translation>
    </message>
    <message>
        <source>Chance that each proposed token is accepted; with k proposed tokens a step yields (1 − a^(k+1)) / (1 − a) tokens on average</source>
        <translation>Wahrscheinlichkeit, dass jeder vorgeschlagene Token angenommen wird; mit k vorgeschlagenen Tokens liefert ein Schritt im Mittel (1 − a^(k+1)) / (1 − a) Tokens</translation>
    </message>
    <message>
        <source>Draft model size</source>
        <translation>Größe des Entwurfsmodells</translation>
    </message>
    <message>
        <source>Parameters of the draft model that proposes the tokens; 0 when the proposals come from the prompt itself (n-gram lookup)</source>
        <translation>Parameter des Entwurfsmodells, das die Tokens vorschlägt; 0, wenn die Vorschläge aus dem Prompt selbst kommen (N-Gramm-Suche)</translation>
    </message>
    <message>
        <source>Every copy on its own</source>
        <translation>Jede Kopie einzeln</translation>
    </message>
    <message>
        <source>Once per node (DeepEP)</source>
        <translation>Einmal je Knoten (DeepEP)</translation>
    </message>
    <message>
        <source>Layers recomputed</source>
        <translation>Neu berechnete Schichten</translation>
    </message>
    <message>
        <source>With full recomputation, how many of the model&apos;s layers recompute their activations (Megatron&apos;s recompute-num-layers; every second layer is half of them); empty means every layer</source>
        <translation>Bei voller Neuberechnung: wie viele Schichten des Modells ihre Aktivierungen neu berechnen (Megatrons recompute-num-layers; jede zweite Schicht ist die Hälfte); leer bedeutet jede Schicht</translation>
    </message>
    <message>
        <source>every layer</source>
        <translation>jede Schicht</translation>
    </message>
    <message>
        <source>Fused kernels</source>
        <translation>Fusionierte Kernels</translation>
    </message>
    <message>
        <source>The model&apos;s code runs a training stack&apos;s fused kernels (norms, attention and loss fused, as LLM Foundry, Transformer Engine or Megatron) instead of one kernel per operator as Hugging Face&apos;s modeling code does; partly checked follows the framework</source>
        <translation>Der Modellcode nutzt die fusionierten Kernels eines Trainings-Stacks (Normen, Attention und Loss fusioniert, wie LLM Foundry, Transformer Engine oder Megatron) statt eines Kernels pro Operator wie der Modellcode von Hugging Face; teilweise angehakt folgt dem Framework</translation>
    </message>
    <message>
        <source>Upper bound of autoscaling; set beside listed options, each option&apos;s devices are one replica and the planner adds replicas up to this many; empty means 64 without options and the listed devices as they are with them</source>
        <translation>Obergrenze der Autoskalierung; neben angegebenen Optionen gesetzt, sind die Geräte jeder Option ein Replikat und der Planer fügt bis zu so viele Replikate hinzu; leer bedeutet 64 ohne Optionen und mit Optionen die angegebenen Geräte, wie sie sind</translation>
    </message>
    <message>
        <source>64, or as listed</source>
        <translation>64 oder wie angegeben</translation>
    </message>
    <message>
        <source>KV cache format</source>
        <translation>KV-Cache-Format</translation>
    </message>
    <message>
        <source>How the engine stores keys and values: as the weights, or in fp8 apart from 16-bit weights (--kv-cache-dtype fp8), which holds twice the tokens</source>
        <translation>Wie die Engine Schlüssel und Werte speichert: wie die Gewichte oder in fp8 getrennt von 16-Bit-Gewichten (--kv-cache-dtype fp8), was doppelt so viele Tokens fasst</translation>
    </message>
    <message>
        <source>As the weights</source>
        <translation>Wie die Gewichte</translation>
    </message>
    <message>
        <source>fp8 (half of 16 bits)</source>
        <translation>fp8 (halb so viel wie 16 Bit)</translation>
    </message>
    <message>
        <source>Data pipeline</source>
        <translation>Datenpipeline</translation>
    </message>
    <message>
        <source>Context parallel</source>
        <translation>Kontextparallelität</translation>
    </message>
    <message>
        <source>Devices that each hold a slice of every sequence (ring attention), for long sequences; out of the data-parallel devices</source>
        <translation>Geräte, die je einen Abschnitt jeder Sequenz halten (Ring-Attention), für lange Sequenzen; aus den datenparallelen Geräten</translation>
    </message>
    <message>
        <source>FP8 weights</source>
        <translation>FP8-Gewichte</translation>
    </message>
    <message>
        <source>Keep and gather the working copy of the weights in FP8, the master copy in 32 bits (Transformer Engine&apos;s FP8 parameters, torchao&apos;s float8 all-gather)</source>
        <translation>Die Arbeitskopie der Gewichte in FP8 halten und sammeln, die Masterkopie in 32 Bit (FP8-Parameter von Transformer Engine, float8-All-Gather von torchao)</translation>
    </message>
    <message>
        <source>Off: only a price read off a price list is recommended; an estimated spot or reserved price gives way to the on-demand list price, and where every option that fits rests on an estimate, nothing is recommended. On: estimates compete, and the answer says which figure is an estimate</source>
        <translation>Aus: Empfohlen wird nur ein Preis aus einer Preisliste; ein geschätzter Spot- oder Reservierungspreis weicht dem On-Demand-Listenpreis, und wo jede passende Option auf einer Schätzung beruht, wird nichts empfohlen. Ein: Schätzungen konkurrieren mit, und die Antwort sagt, welche Zahl geschätzt ist</translation>
    </message>
    <message>
        <source>Must be 0 (none), or between %1 and %2.</source>
        <translation>Muss 0 (keine) sein oder zwischen %1 und %2 liegen.</translation>
    </message>
    <message>
        <source>Prompt lengths</source>
        <translation>Prompt-Längen</translation>
    </message>
    <message>
        <source>How prompts spread around the input tokens, which stay their mean: all alike, evenly over a range, log-normal, as a histogram, or geometric; empty means every prompt is the input tokens long</source>
        <translation>Wie sich Prompts um die Eingabetokens verteilen, die ihr Mittelwert bleiben: alle gleich, gleichmäßig über einen Bereich, log-normal, als Histogramm oder geometrisch; leer heißt, jeder Prompt ist so lang wie die Eingabetokens</translation>
    </message>
    <message>
        <source>all alike</source>
        <translation>alle gleich</translation>
    </message>
    <message>
        <source>Shortest prompt</source>
        <translation>Kürzester Prompt</translation>
    </message>
    <message>
        <source>Uniform prompts: the shortest; the longest lies as far above the mean; 0 means not given</source>
        <translation>Gleichverteilte Prompts: der kürzeste; der längste liegt ebenso weit über dem Mittel; 0 heißt nicht angegeben</translation>
    </message>
    <message>
        <source>Longest prompt</source>
        <translation>Längster Prompt</translation>
    </message>
    <message>
        <source>Uniform prompts: the longest; the shortest lies as far below the mean; 0 means not given</source>
        <translation>Gleichverteilte Prompts: der längste; der kürzeste liegt ebenso weit unter dem Mittel; 0 heißt nicht angegeben</translation>
    </message>
    <message>
        <source>Prompt spread</source>
        <translation>Streuung der Prompts</translation>
    </message>
    <message>
        <source>Log-normal prompts: the standard deviation of the length&apos;s logarithm (sigma); 0.5 to 1 is typical of chat</source>
        <translation>Log-normale Prompts: die Standardabweichung des Logarithmus der Länge (Sigma); 0,5 bis 1 ist typisch für Chat</translation>
    </message>
    <message>
        <source>Prompt histogram</source>
        <translation>Histogramm der Prompts</translation>
    </message>
    <message>
        <source>Histogram prompts: [tokens, weight] pairs, scaled together to the mean; empty means none</source>
        <translation>Prompts als Histogramm: Paare [Tokens, Gewicht], gemeinsam auf den Mittelwert skaliert; leer heißt keines</translation>
    </message>
    <message>
        <source>Answer lengths</source>
        <translation>Antwortlängen</translation>
    </message>
    <message>
        <source>How answers spread around the output tokens, which stay their mean: all alike, evenly over a range, log-normal, as a histogram, or geometric (stopping with the same chance at every token); empty means geometric, or all alike with a fixed output length</source>
        <translation>Wie sich Antworten um die Ausgabetokens verteilen, die ihr Mittelwert bleiben: alle gleich, gleichmäßig über einen Bereich, log-normal, als Histogramm oder geometrisch (Ende mit gleicher Wahrscheinlichkeit bei jedem Token); leer heißt geometrisch, oder alle gleich bei fester Ausgabelänge</translation>
    </message>
    <message>
        <source>geometric, or fixed</source>
        <translation>geometrisch oder fest</translation>
    </message>
    <message>
        <source>Shortest answer</source>
        <translation>Kürzeste Antwort</translation>
    </message>
    <message>
        <source>Uniform answers: the shortest; the longest lies as far above the mean; 0 means not given</source>
        <translation>Gleichverteilte Antworten: die kürzeste; die längste liegt ebenso weit über dem Mittel; 0 heißt nicht angegeben</translation>
    </message>
    <message>
        <source>Longest answer</source>
        <translation>Längste Antwort</translation>
    </message>
    <message>
        <source>Uniform answers: the longest; the shortest lies as far below the mean; 0 means not given</source>
        <translation>Gleichverteilte Antworten: die längste; die kürzeste liegt ebenso weit unter dem Mittel; 0 heißt nicht angegeben</translation>
    </message>
    <message>
        <source>Answer spread</source>
        <translation>Streuung der Antworten</translation>
    </message>
    <message>
        <source>Log-normal answers: the standard deviation of the length&apos;s logarithm (sigma)</source>
        <translation>Log-normale Antworten: die Standardabweichung des Logarithmus der Länge (Sigma)</translation>
    </message>
    <message>
        <source>Answer histogram</source>
        <translation>Histogramm der Antworten</translation>
    </message>
    <message>
        <source>Histogram answers: [tokens, weight] pairs, scaled together to the mean; empty means none</source>
        <translation>Antworten als Histogramm: Paare [Tokens, Gewicht], gemeinsam auf den Mittelwert skaliert; leer heißt keines</translation>
    </message>
    <message>
        <source>Burstiness of arrivals</source>
        <translation>Schwankung der Ankünfte</translation>
    </message>
    <message>
        <source>Coefficient of variation of the gaps between requests at a rate: 1 is Poisson, above 1 bursty (Gamma gaps), below 1 more even</source>
        <translation>Variationskoeffizient der Abstände zwischen Anfragen bei einer Rate: 1 ist Poisson, über 1 stoßweise (Gamma-Abstände), unter 1 gleichmäßiger</translation>
    </message>
    <message>
        <source>Request trace</source>
        <translation>Anfrage-Trace</translation>
    </message>
    <message>
        <source>A CSV of arrival_s,prompt_tokens,output_tokens replayed instead of drawn arrivals and lengths, scaled to the rate when one is given; empty means none</source>
        <translation>Eine CSV-Datei mit arrival_s,prompt_tokens,output_tokens, die statt gezogener Ankünfte und Längen abgespielt wird, auf die Rate skaliert, wenn eine angegeben ist; leer heißt keine</translation>
    </message>
    <message>
        <source>Prefill and decode engines</source>
        <translation>Prefill- und Decode-Engines</translation>
    </message>
    <message>
        <source>off: every engine prefills and decodes; auto: the planner also tries prefill and decode on engines of their own and keeps the better; xPyD (2P1D): x prefill and y decode engines per replica, the prompt&apos;s KV cache sent between them; empty means off</source>
        <translation>off: jede Engine macht Prefill und Decode; auto: der Planer probiert auch Prefill und Decode auf eigenen Engines und behält das Bessere; xPyD (2P1D): x Prefill- und y Decode-Engines pro Replikat, der KV-Cache des Prompts wird zwischen ihnen gesendet; leer heißt off</translation>
    </message>
    <message>
        <source>NVFP4 (Blackwell)</source>
        <translation>NVFP4 (Blackwell)</translation>
    </message>
    <message>
        <source>All alike</source>
        <translation>Alle gleich</translation>
    </message>
    <message>
        <source>Uniform over a range</source>
        <translation>Gleichmäßig über einen Bereich</translation>
    </message>
    <message>
        <source>Log-normal</source>
        <translation>Log-normal</translation>
    </message>
    <message>
        <source>Histogram</source>
        <translation>Histogramm</translation>
    </message>
    <message>
        <source>Geometric</source>
        <translation>Geometrisch</translation>
    </message>
    <message>
        <source>Optimizer state in memory the driver moves to the CPU when the device runs short, outside PyTorch&apos;s allocator (bitsandbytes&apos; paged optimizers); partly checked: on with QLoRA, off otherwise</source>
        <translation>Optimizer-Zustand in Speicher, den der Treiber in den CPU-Speicher verschiebt, wenn das Gerät knapp wird, außerhalb des Allokators von PyTorch (die ausgelagerten Optimizer von bitsandbytes); teilweise angehakt: an bei QLoRA, sonst aus</translation>
    </message>
    <message>
        <source>Chunked loss</source>
        <translation>Verlust in Blöcken</translation>
    </message>
    <message>
        <source>Cross-entropy over the vocabulary a chunk of tokens at a time, so only the 16-bit logits outlive the forward (torchtune&apos;s CEWithChunkedOutputLoss)</source>
        <translation>Kreuzentropie über das Vokabular jeweils für einen Block von Tokens, sodass nur die 16-Bit-Logits den Vorwärtslauf überdauern (CEWithChunkedOutputLoss von torchtune)</translation>
    </message>
    <message>
        <source>Optimizer in backward</source>
        <translation>Optimizer im Rückwärtslauf</translation>
    </message>
    <message>
        <source>Each parameter is updated as soon as its gradient is made and the gradient freed, so the gradients are never all alive (torchtune&apos;s optimizer_in_bwd); without gradient accumulation</source>
        <translation>Jeder Parameter wird aktualisiert, sobald sein Gradient vorliegt, und der Gradient freigegeben, sodass nie alle Gradienten zugleich im Speicher liegen (optimizer_in_bwd von torchtune); ohne Gradientenakkumulation</translation>
    </message>
    <message>
        <source>Activation offloading</source>
        <translation>Aktivierungen auslagern</translation>
    </message>
    <message>
        <source>What the layers keep for the backward waits in CPU memory, copied over PCIe behind the compute (torchtune&apos;s activation offloading)</source>
        <translation>Was die Schichten für den Rückwärtslauf aufbewahren, wartet im CPU-Speicher und wird parallel zur Berechnung über PCIe kopiert (Aktivierungsauslagerung von torchtune)</translation>
    </message>
    <message>
        <source>Grouped convolution FLOPs</source>
        <translation>FLOPs gruppierter Faltungen</translation>
    </message>
    <message>
        <source>Share of the forward FLOPs in grouped and depthwise convolutions (MobileNet, EfficientNet, RegNet, ConvNeXt); they run at the memory&apos;s rate</source>
        <translation>Anteil der Vorwärts-FLOPs in gruppierten und Depthwise-Faltungen (MobileNet, EfficientNet, RegNet, ConvNeXt); sie laufen im Takt des Speichers</translation>
    </message>
    <message>
        <source>Grouped convolution bytes</source>
        <translation>Bytes gruppierter Faltungen</translation>
    </message>
    <message>
        <source>Share of the bytes the layers read and write that grouped and depthwise convolutions move</source>
        <translation>Anteil der von den Schichten gelesenen und geschriebenen Bytes, den gruppierte und Depthwise-Faltungen bewegen</translation>
    </message>
</context>
<context>
    <name>rightsize::ui::workshop::DefaultWorkshopHost</name>
    <message>
        <source>No case loaded yet</source>
        <translation>Noch kein Fall geladen</translation>
    </message>
    <message>
        <source>Step %1: %2. Look at: %3</source>
        <translation>Schritt %1: %2. Siehe: %3</translation>
    </message>
    <message>
        <source>&lt;p&gt;Pick a case in the walkthrough or load an exercise: its summary and the planner&apos;s recommendation appear here.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Wählen Sie einen Fall im Rundgang oder laden Sie eine Übung: hier erscheinen seine Zusammenfassung und die Empfehlung des Planers.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>rightsize::ui::workshop::ExercisePanel</name>
    <message>
        <source>CPU or GPU?</source>
        <translation>CPU oder GPU?</translation>
    </message>
    <message>
        <source>Memory tier</source>
        <translation>Speicherstufe</translation>
    </message>
    <message>
        <source>Mini challenge</source>
        <translation>Mini-Aufgabe</translation>
    </message>
    <message>
        <source>Check with the planner</source>
        <translation>Mit dem Planer prüfen</translation>
    </message>
    <message>
        <source>Load this case</source>
        <translation>Diesen Fall laden</translation>
    </message>
    <message>
        <source>In one line: why?</source>
        <translation>In einer Zeile: warum?</translation>
    </message>
    <message>
        <source>Open the case in the planner to change it and watch the answer move.</source>
        <translation>Den Fall im Planer öffnen, ändern und zusehen, wie sich die Antwort bewegt.</translation>
    </message>
    <message>
        <source>Open exercises…</source>
        <translation>Übungen öffnen…</translation>
    </message>
    <message>
        <source>Save exercises as…</source>
        <translation>Übungen speichern unter…</translation>
    </message>
    <message>
        <source>Load a teacher&apos;s exercise file (JSON).</source>
        <translation>Die Übungsdatei einer Lehrkraft laden (JSON).</translation>
    </message>
    <message>
        <source>Save this set to share it as a file.</source>
        <translation>Diesen Satz speichern, um ihn als Datei weiterzugeben.</translation>
    </message>
    <message>
        <source>Your reason:</source>
        <translation>Ihre Begründung:</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>No exercise</source>
        <translation>Keine Übung</translation>
    </message>
    <message>
        <source>Open an exercise file to start.</source>
        <translation>Öffnen Sie eine Übungsdatei, um zu beginnen.</translation>
    </message>
    <message>
        <source>Pick an answer and write a reason first.</source>
        <translation>Zuerst eine Antwort wählen und eine Begründung schreiben.</translation>
    </message>
    <message>
        <source>There is no planner to ask.</source>
        <translation>Es gibt keinen Planer, den man fragen kann.</translation>
    </message>
    <message>
        <source>The planner could not answer this exercise.</source>
        <translation>Der Planer konnte diese Übung nicht beantworten.</translation>
    </message>
    <message>
        <source>Same answer as the planner</source>
        <translation>Gleiche Antwort wie der Planer</translation>
    </message>
    <message>
        <source>The planner answers differently</source>
        <translation>Der Planer antwortet anders</translation>
    </message>
    <message>
        <source>You:</source>
        <translation>Sie:</translation>
    </message>
    <message>
        <source>Planner:</source>
        <translation>Planer:</translation>
    </message>
    <message>
        <source>The numbers</source>
        <translation>Die Zahlen</translation>
    </message>
    <message>
        <source>Best %1: none in this plan fits.</source>
        <translation>Beste %1: in diesem Plan passt keine.</translation>
    </message>
    <message>
        <source>Best %1: %2</source>
        <translation>Beste %1: %2</translation>
    </message>
    <message>
        <source>Best %1: %2 — misses a constraint</source>
        <translation>Beste %1: %2 — verfehlt eine Vorgabe</translation>
    </message>
    <message>
        <source>Memory per device: %1</source>
        <translation>Speicher pro Gerät: %1</translation>
    </message>
    <message>
        <source>%1: holds anything larger</source>
        <translation>%1: fasst alles Größere</translation>
    </message>
    <message>
        <source>%1: %2 usable with %3 kept free — %4</source>
        <translation>%1: %2 nutzbar bei %3 Reserve — %4</translation>
    </message>
    <message>
        <source>fits</source>
        <translation>passt</translation>
    </message>
    <message>
        <source>too small</source>
        <translation>zu klein</translation>
    </message>
    <message>
        <source>What the planner recommends</source>
        <translation>Was der Planer empfiehlt</translation>
    </message>
    <message>
        <source>Teacher&apos;s note:</source>
        <translation>Hinweis der Lehrkraft:</translation>
    </message>
    <message>
        <source>Open exercises</source>
        <translation>Übungen öffnen</translation>
    </message>
    <message>
        <source>Exercise files (*.json)</source>
        <translation>Übungsdateien (*.json)</translation>
    </message>
    <message>
        <source>This file cannot be used as exercises:
%1</source>
        <translation>Diese Datei kann nicht als Übungen verwendet werden:
%1</translation>
    </message>
    <message>
        <source>Save exercises</source>
        <translation>Übungen speichern</translation>
    </message>
</context>
<context>
    <name>rightsize::ui::workshop::PresenterMode</name>
    <message>
        <source>Rightsize workshop: presenter</source>
        <translation>Rightsize-Workshop: Vortragsmodus</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Rule: %1</source>
        <translation>Regel: %1</translation>
    </message>
    <message>
        <source>Avoid: %1</source>
        <translation>Vermeiden: %1</translation>
    </message>
    <message>
        <source>The chart for this step is in the planner window.</source>
        <translation>Das Diagramm zu diesem Schritt ist im Planer-Fenster.</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>← → Space PgUp PgDn: move · C: chart only · Esc: leave</source>
        <translation>← → Leertaste Bild↑ Bild↓: blättern · C: nur Diagramm · Esc: verlassen</translation>
    </message>
</context>
<context>
    <name>rightsize::ui::workshop::QuizPanel</name>
    <message>
        <source>Checklist</source>
        <translation>Checkliste</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <source>Batching</source>
        <translation>Batching</translation>
    </message>
    <message>
        <source>Spot vs dedicated</source>
        <translation>Spot oder dediziert</translation>
    </message>
    <message>
        <source>Serverless vs classic</source>
        <translation>Serverless oder klassisch</translation>
    </message>
    <message>
        <source>Cluster size</source>
        <translation>Clustergröße</translation>
    </message>
    <message>
        <source>Next question ▶</source>
        <translation>Nächste Frage ▶</translation>
    </message>
    <message>
        <source>Your name (optional)</source>
        <translation>Ihr Name (optional)</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Frage</translation>
    </message>
    <message>
        <source>Your answer</source>
        <translation>Ihre Antwort</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Start again</source>
        <translation>Neu beginnen</translation>
    </message>
    <message>
        <source>Export results (CSV)…</source>
        <translation>Ergebnisse exportieren (CSV)…</translation>
    </message>
    <message>
        <source>No quiz loaded.</source>
        <translation>Kein Quiz geladen.</translation>
    </message>
    <message>
        <source>%1 · question %2 of %3</source>
        <translation>%1 · Frage %2 von %3</translation>
    </message>
    <message>
        <source>See the score ▶</source>
        <translation>Zum Ergebnis ▶</translation>
    </message>
    <message>
        <source>Right.</source>
        <translation>Richtig.</translation>
    </message>
    <message>
        <source>Not quite: the answer is %1.</source>
        <translation>Nicht ganz: die Antwort ist %1.</translation>
    </message>
    <message>
        <source>Score: %1 of %2 (%3)</source>
        <translation>Ergebnis: %1 von %2 (%3)</translation>
    </message>
    <message>
        <source>✔ right</source>
        <translation>✔ richtig</translation>
    </message>
    <message>
        <source>✘ wrong</source>
        <translation>✘ falsch</translation>
    </message>
</context>
<context>
    <name>rightsize::ui::workshop::WalkthroughPanel</name>
    <message>
        <source>◀ Back</source>
        <translation>◀ Zurück</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Weiter ▶</translation>
    </message>
    <message>
        <source>The case the room works on; it opens in the planner window.</source>
        <translation>Der Fall, an dem der Raum arbeitet; er öffnet sich im Planer-Fenster.</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Case:</source>
        <translation>Fall:</translation>
    </message>
    <message>
        <source>Step %1 of %2: %3</source>
        <translation>Schritt %1 von %2: %3</translation>
    </message>
    <message>
        <source>Recommendation</source>
        <translation>Empfehlung</translation>
    </message>
    <message>
        <source>The rule</source>
        <translation>Die Regel</translation>
    </message>
    <message>
        <source>The common mistake</source>
        <translation>Der häufige Fehler</translation>
    </message>
    <message>
        <source>What the planner shows:</source>
        <translation>Was der Planer zeigt:</translation>
    </message>
    <message>
        <source>Where to look</source>
        <translation>Wo man hinsieht</translation>
    </message>
    <message>
        <source>Fields: %1. Chart: %2.</source>
        <translation>Felder: %1. Diagramm: %2.</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Schritt %1 von %2</translation>
    </message>
</context>
<context>
    <name>rightsize::ui::workshop::WorkshopWindow</name>
    <message>
        <source>Rightsize workshop</source>
        <translation>Rightsize-Workshop</translation>
    </message>
    <message>
        <source>Checklist walkthrough</source>
        <translation>Checklisten-Rundgang</translation>
    </message>
    <message>
        <source>Exercises</source>
        <translation>Übungen</translation>
    </message>
    <message>
        <source>Quiz</source>
        <translation>Quiz</translation>
    </message>
    <message>
        <source>Presenter mode</source>
        <translation>Vortragsmodus</translation>
    </message>
    <message>
        <source>Full-screen checklist slides with their charts (F5).</source>
        <translation>Vollbild-Folien der Checkliste mit ihren Diagrammen (F5).</translation>
    </message>
    <message>
        <source>Projector style</source>
        <translation>Beamer-Stil</translation>
    </message>
    <message>
        <source>Large text and high contrast for the whole workshop window.</source>
        <translation>Große Schrift und hoher Kontrast für das ganze Workshop-Fenster.</translation>
    </message>
    <message>
        <source>Export results…</source>
        <translation>Ergebnisse exportieren…</translation>
    </message>
    <message>
        <source>Export results</source>
        <translation>Ergebnisse exportieren</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
</context>
<context>
    <name>runGui</name>
    <message>
        <source>Plan the compute for a machine-learning workload.</source>
        <translation>Plant die Rechenleistung für einen Machine-Learning-Workload.</translation>
    </message>
    <message>
        <source>Save a picture of the window and exit.</source>
        <translation>Ein Bild des Fensters speichern und beenden.</translation>
    </message>
    <message>
        <source>file.png</source>
        <translation>datei.png</translation>
    </message>
    <message>
        <source>Start from a built-in scenario preset.</source>
        <translation>Mit einer eingebauten Szenario-Vorlage beginnen.</translation>
    </message>
    <message>
        <source>id</source>
        <translation>id</translation>
    </message>
    <message>
        <source>name</source>
        <translation>name</translation>
    </message>
    <message>
        <source>light or dark.</source>
        <translation>light (hell) oder dark (dunkel).</translation>
    </message>
    <message>
        <source>Language of the window: en, ru or de.</source>
        <translation>Sprache des Fensters: en, ru oder de.</translation>
    </message>
    <message>
        <source>code</source>
        <translation>code</translation>
    </message>
    <message>
        <source>A scenario file to open.</source>
        <translation>Eine zu öffnende Szenario-Datei.</translation>
    </message>
    <message>
        <source>rightsize: no translation &quot;%1&quot;; use en, ru or de</source>
        <translation>rightsize: keine Übersetzung „%1“; en, ru oder de verwenden</translation>
    </message>
    <message>
        <source>The scenario library to use instead of the default.</source>
        <translation>Die Szenario-Bibliothek, die statt der Standardbibliothek verwendet wird.</translation>
    </message>
    <message>
        <source>path</source>
        <translation>pfad</translation>
    </message>
    <message>
        <source>Window size for the screenshot, such as 1280x720.</source>
        <translation>Fenstergröße für das Bildschirmfoto, etwa 1280x720.</translation>
    </message>
    <message>
        <source>WxH</source>
        <translation>BxH</translation>
    </message>
    <message>
        <source>rightsize: cannot use the library %1: %2</source>
        <translation>rightsize: die Bibliothek %1 ist nicht nutzbar: %2</translation>
    </message>
    <message>
        <source>rightsize: --size wants WIDTHxHEIGHT, such as 1280x720</source>
        <translation>rightsize: --size erwartet BREITExHÖHE, etwa 1280x720</translation>
    </message>
    <message>
        <source>Chart to show: %1.</source>
        <translation>Anzuzeigendes Diagramm: %1.</translation>
    </message>
    <message>
        <source>rightsize: unknown tab &quot;%1&quot;; use %2</source>
        <translation>rightsize: unbekannter Reiter „%1“; möglich sind %2</translation>
    </message>
    <message>
        <source>Show money in this currency (ISO 4217 code) for this run.</source>
        <translation>Beträge bei diesem Start in dieser Währung zeigen (ISO-4217-Code).</translation>
    </message>
    <message>
        <source>Units of that currency one US dollar buys.</source>
        <translation>Einheiten dieser Währung, die ein US-Dollar kauft.</translation>
    </message>
    <message>
        <source>units</source>
        <translation>Einheiten</translation>
    </message>
    <message>
        <source>The date of that rate, YYYY-MM-DD.</source>
        <translation>Das Datum dieses Kurses, JJJJ-MM-TT.</translation>
    </message>
    <message>
        <source>date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>rightsize: --currency, --rate and --rate-date go together</source>
        <translation>rightsize: --currency, --rate und --rate-date gehören zusammen</translation>
    </message>
    <message>
        <source>rightsize: no scenario preset &quot;%1&quot;; the presets are: %2</source>
        <translation>rightsize: keine Szenario-Vorlage „%1“; die Vorlagen sind: %2</translation>
    </message>
    <message>
        <source>rightsize: --size %1x%2 is too large; a screenshot holds at most 4096x4096 pixels (16.8 million)</source>
        <translation>rightsize: --size %1x%2 ist zu groß; ein Bildschirmfoto fasst höchstens 4096x4096 Pixel (16,8 Millionen)</translation>
    </message>
    <message>
        <source>rightsize: cannot write %1: %2</source>
        <translation>rightsize: %1 kann nicht geschrieben werden: %2</translation>
    </message>
</context>
</TS>
