<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>NumberFormat</name>
    <message numerus="yes">
        <source>%n idle but paid</source>
        <translation>
            <numerusform>%n idle but paid</numerusform>
            <numerusform>%n idle but paid</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlanSummary</name>
    <message numerus="yes">
        <source>p95 %1 with %n replica(s)</source>
        <translation>
            <numerusform>p95 %1 with %n replica</numerusform>
            <numerusform>p95 %1 with %n replicas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlanWordingText</name>
    <message numerus="yes">
        <source>The CPU data pipeline feeds only %1 samples/s: the accelerator is busy %2% of the time (%n loader worker(s)).</source>
        <translation>
            <numerusform>The CPU data pipeline feeds only %1 samples/s: the accelerator is busy %2% of the time (%n loader worker).</numerusform>
            <numerusform>The CPU data pipeline feeds only %1 samples/s: the accelerator is busy %2% of the time (%n loader workers).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Serverless offers at most %n GPU(s) in one node; %1 are asked for.</source>
        <translation>
            <numerusform>Serverless offers at most %n GPU in one node; %1 are asked for.</numerusform>
            <numerusform>Serverless offers at most %n GPUs in one node; %1 are asked for.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>per GPU-hour: $%1 per instance-hour over %n GPU(s)</source>
        <translation>
            <numerusform>per GPU-hour: $%1 per instance-hour over %n GPU</numerusform>
            <numerusform>per GPU-hour: $%1 per instance-hour over %n GPUs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Instances come whole (%n device(s) each): %1 are paid for, %2 used.</source>
        <translation>
            <numerusform>Instances come whole (%n device each): %1 are paid for, %2 used.</numerusform>
            <numerusform>Instances come whole (%n devices each): %1 are paid for, %2 used.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>calibrated on %n run(s) of your team</source>
        <translation>
            <numerusform>calibrated on %n run of your team</numerusform>
            <numerusform>calibrated on %n runs of your team</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>calibrated on %n run(s) of your team (“%1”, version %2)</source>
        <translation>
            <numerusform>calibrated on %n run of your team (“%1”, version %2)</numerusform>
            <numerusform>calibrated on %n runs of your team (“%1”, version %2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>×%1 (%2–%3), %n run(s)</source>
        <translation>
            <numerusform>×%1 (%2–%3), %n run</numerusform>
            <numerusform>×%1 (%2–%3), %n runs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The job runs %1, past the %2 cap of one serverless run: this offer refuses it (it would take %n checkpointed run(s)).</source>
        <translation>
            <numerusform>The job runs %1, past the %2 cap of one serverless run: this offer refuses it (it would take %n checkpointed run).</numerusform>
            <numerusform>The job runs %1, past the %2 cap of one serverless run: this offer refuses it (it would take %n checkpointed runs).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>per GPU-hour: %1 DBU per hour at $%2 per DBU over %n GPU(s)</source>
        <translation>
            <numerusform>per GPU-hour: %1 DBU per hour at $%2 per DBU over %n GPU</numerusform>
            <numerusform>per GPU-hour: %1 DBU per hour at $%2 per DBU over %n GPUs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2 DBU per GPU-hour at $%3 per DBU, %n GPU(s) billed)</source>
        <translation>
            <numerusform>%1 (%2 DBU per GPU-hour at $%3 per DBU, %n GPU billed)</numerusform>
            <numerusform>%1 (%2 DBU per GPU-hour at $%3 per DBU, %n GPUs billed)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n GPU(s) billed)</source>
        <translation>
            <numerusform>%1 (%n GPU billed)</numerusform>
            <numerusform>%1 (%n GPUs billed)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The tensor-parallel group of %1 devices needs one machine&apos;s links, and the instance this device is rented as holds %n: this layout cannot be rented.</source>
        <translation>
            <numerusform>The tensor-parallel group of %1 devices needs one machine&apos;s links, and the instance this device is rented as holds %n: this layout cannot be rented.</numerusform>
            <numerusform>The tensor-parallel group of %1 devices needs one machine&apos;s links, and the instance this device is rented as holds %n: this layout cannot be rented.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n replica(s) for %1</source>
        <translation>
            <numerusform>%n replica for %1</numerusform>
            <numerusform>%n replicas for %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 serves %2 requests/s with %n replica(s) for %3; %4 takes %5.</source>
        <translation>
            <numerusform>%1 serves %2 requests/s with %n replica for %3; %4 takes %5.</numerusform>
            <numerusform>%1 serves %2 requests/s with %n replicas for %3; %4 takes %5.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 serves %2 clients with %n replica(s) for %3; %4 takes %5.</source>
        <translation>
            <numerusform>%1 serves %2 clients with %n replica for %3; %4 takes %5.</numerusform>
            <numerusform>%1 serves %2 clients with %n replicas for %3; %4 takes %5.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Time to first token at p95 is %1, past the %2 target, even with %n replica(s).</source>
        <translation>
            <numerusform>Time to first token at p95 is %1, past the %2 target, even with %n replica.</numerusform>
            <numerusform>Time to first token at p95 is %1, past the %2 target, even with %n replicas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Time per output token at p95 is %1, past the %2 target, even with %n replica(s).</source>
        <translation>
            <numerusform>Time per output token at p95 is %1, past the %2 target, even with %n replica.</numerusform>
            <numerusform>Time per output token at p95 is %1, past the %2 target, even with %n replicas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>On the knee of its curve: within its targets at this load, but at %1× the load p95 latency goes from %2 to %3 and breaks a target (%n replica(s)).</source>
        <translation>
            <numerusform>On the knee of its curve: within its targets at this load, but at %1× the load p95 latency goes from %2 to %3 and breaks a target (%n replica).</numerusform>
            <numerusform>On the knee of its curve: within its targets at this load, but at %1× the load p95 latency goes from %2 to %3 and breaks a target (%n replicas).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n replica(s) at no known price</source>
        <translation>
            <numerusform>%n replica at no known price</numerusform>
            <numerusform>%n replicas at no known price</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 meets the %2 p95 at %3 requests/s with %n replica(s) for %4; %5 takes %6.</source>
        <translation>
            <numerusform>%1 meets the %2 p95 at %3 requests/s with %n replica for %4; %5 takes %6.</numerusform>
            <numerusform>%1 meets the %2 p95 at %3 requests/s with %n replicas for %4; %5 takes %6.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>p95 latency %1 misses the %2 target even with %n replica(s).</source>
        <translation>
            <numerusform>p95 latency %1 misses the %2 target even with %n replica.</numerusform>
            <numerusform>p95 latency %1 misses the %2 target even with %n replicas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>p95 latency %1 at %2 requests/s with %n replica(s), within the %3 target.</source>
        <translation>
            <numerusform>p95 latency %1 at %2 requests/s with %n replica, within the %3 target.</numerusform>
            <numerusform>p95 latency %1 at %2 requests/s with %n replicas, within the %3 target.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReportRenderer</name>
    <message numerus="yes">
        <source>%1 req/s, %n replica(s)</source>
        <translation>
            <numerusform>%1 req/s, %n replica</numerusform>
            <numerusform>%1 req/s, %n replicas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n published run(s) fell inside a range taken from the others</source>
        <translation>
            <numerusform>%1 of %n published run fell inside a range taken from the others</numerusform>
            <numerusform>%1 of %n published runs fell inside a range taken from the others</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n option(s) fit in memory; the recommended one is highlighted.</source>
        <translation>
            <numerusform>%n option fits in memory; the recommended one is highlighted.</numerusform>
            <numerusform>%n options fit in memory; the recommended one is highlighted.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n other option(s) do not fit in memory and are not listed.</source>
        <translation>
            <numerusform>%n other option does not fit in memory and is not listed.</numerusform>
            <numerusform>%n other options do not fit in memory and are not listed.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n option(s) fit in memory. Listed: the best count of each device, cheapest first, at most %1; the recommended one is highlighted.</source>
        <translation>
            <numerusform>%n option fits in memory. Listed: the best count of each device, cheapest first, at most %1; the recommended one is highlighted.</numerusform>
            <numerusform>%n options fit in memory. Listed: the best count of each device, cheapest first, at most %1; the recommended one is highlighted.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n other option(s) fit but are not listed (other counts, or dearer devices); the window and “rightsize estimate” show them all.</source>
        <translation>
            <numerusform>%n other option fits but is not listed (another count, or a dearer device); the window and “rightsize estimate” show them all.</numerusform>
            <numerusform>%n other options fit but are not listed (other counts, or dearer devices); the window and “rightsize estimate” show them all.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The plan runs %n engine(s) on %1, each started with this command: the plan&apos;s tensor-parallel group, sequences at once, context length and memory share.</source>
        <translation>
            <numerusform>The plan runs %n engine on %1, started with this command: the plan&apos;s tensor-parallel group, sequences at once, context length and memory share.</numerusform>
            <numerusform>The plan runs %n engines on %1, each started with this command: the plan&apos;s tensor-parallel group, sequences at once, context length and memory share.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 clients, %n replica(s)</source>
        <translation>
            <numerusform>%1 clients, %n replica</numerusform>
            <numerusform>%1 clients, %n replicas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: p95 %2 with %n client(s), %3; %4</source>
        <translation>
            <numerusform>%1: p95 %2 with %n client, %3; %4</numerusform>
            <numerusform>%1: p95 %2 with %n clients, %3; %4</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rightsize::ui::CalibrationPanel</name>
    <message numerus="yes">
        <source>%1. Mean error over %n measurement(s): %2% before, %3% after, each run predicted by the factors fitted on the others.</source>
        <translation>
            <numerusform>%1. Mean error over %n measurement: %2% before, %3% after, each run predicted by the factors fitted on the others.</numerusform>
            <numerusform>%1. Mean error over %n measurements: %2% before, %3% after, each run predicted by the factors fitted on the others.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rightsize::ui::CompareDialog</name>
    <message numerus="yes">
        <source>%n input(s) differ:</source>
        <translation>
            <numerusform>%n input differs:</numerusform>
            <numerusform>%n inputs differ:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rightsize::ui::DisplayCurrencyControl</name>
    <message numerus="yes">
        <source>%n offer(s) priced in %1 left out: no rate for %1 (View → Display currency…)</source>
        <translation>
            <numerusform>%n offer priced in %1 left out: no rate for %1 (View → Display currency…)</numerusform>
            <numerusform>%n offers priced in %1 left out: no rate for %1 (View → Display currency…)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rightsize::ui::LibraryPanel</name>
    <message numerus="yes">
        <source>Deleted %n scenario(s).</source>
        <translation>
            <numerusform>Deleted %n scenario.</numerusform>
            <numerusform>Deleted %n scenarios.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rightsize::ui::MainWindow</name>
    <message numerus="yes">
        <source>%n problem(s) in the scenario; the last good plan is shown.</source>
        <translation>
            <numerusform>%n problem in the scenario; the last good plan is shown.</numerusform>
            <numerusform>%n problems in the scenario; the last good plan is shown.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n option(s) planned in %1 ms</source>
        <translation>
            <numerusform>%n option planned in %1 ms</numerusform>
            <numerusform>%n options planned in %1 ms</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Imported %n scenario(s)</source>
        <translation>
            <numerusform>Imported %n scenario</numerusform>
            <numerusform>Imported %n scenarios</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exported %n scenario(s) to %1</source>
        <translation>
            <numerusform>Exported %n scenario to %1</numerusform>
            <numerusform>Exported %n scenarios to %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Saved %n option(s) to %1</source>
        <translation>
            <numerusform>Saved %n option to %1</numerusform>
            <numerusform>Saved %n options to %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The scenario has %n problem(s): the plan on screen is the last one that could be made, not this scenario&apos;s. Fix them first.</source>
        <translation>
            <numerusform>The scenario has %n problem: the plan on screen is the last one that could be made, not this scenario&apos;s. Fix it first.</numerusform>
            <numerusform>The scenario has %n problems: the plan on screen is the last one that could be made, not this scenario&apos;s. Fix them first.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rightsize::ui::PipelineView</name>
    <message numerus="yes">
        <source>%1 ms per sample per core, %n worker(s)</source>
        <translation>
            <numerusform>%1 ms per sample per core, %n worker</numerusform>
            <numerusform>%1 ms per sample per core, %n workers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n replica(s), mean batch %1</source>
        <translation>
            <numerusform>%n replica, mean batch %1</numerusform>
            <numerusform>%n replicas, mean batch %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rightsize::ui::RecommendationPanel</name>
    <message numerus="yes">
        <source>each of the %n data-parallel device(s) takes at least one sample</source>
        <translation>
            <numerusform>the %n data-parallel device takes at least one sample</numerusform>
            <numerusform>each of the %n data-parallel devices takes at least one sample</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n concurrent user(s)</source>
        <translation>
            <numerusform>%n concurrent user</numerusform>
            <numerusform>%n concurrent users</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rightsize::ui::ServingView</name>
    <message numerus="yes">
        <source>%1, %n replica(s)</source>
        <translation>
            <numerusform>%1, %n replica</numerusform>
            <numerusform>%1, %n replicas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n client(s)</source>
        <translation>
            <numerusform>%n client</numerusform>
            <numerusform>%n clients</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Start %n engine(s) like this one behind a load balancer.</source>
        <translation>
            <numerusform>Start %n engine like this one.</numerusform>
            <numerusform>Start %n engines like this one behind a load balancer.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Start %n prefill engine(s) like this one, and the decode engines with: %1</source>
        <translation>
            <numerusform>Start %n prefill engine like this one, and the decode engines with: %1</numerusform>
            <numerusform>Start %n prefill engines like this one, and the decode engines with: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rightsize::ui::TimeCostView</name>
    <message numerus="yes">
        <source>%n option(s) that do not fit in memory are not shown.</source>
        <translation>
            <numerusform>%n option that does not fit in memory is not shown.</numerusform>
            <numerusform>%n options that do not fit in memory are not shown.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rightsize::ui::VersionDialog</name>
    <message numerus="yes">
        <source>%n input(s) differ from now</source>
        <translation>
            <numerusform>%n input differs from now</numerusform>
            <numerusform>%n inputs differ from now</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rightsize::ui::WorkloadEditor</name>
    <message numerus="yes">
        <source>%n sample(s)</source>
        <translation>
            <numerusform>%n sample</numerusform>
            <numerusform>%n samples</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n token(s)</source>
        <translation>
            <numerusform>%n token</numerusform>
            <numerusform>%n tokens</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n request(s)</source>
        <translation>
            <numerusform>%n request</numerusform>
            <numerusform>%n requests</numerusform>
        </translation>
    </message>
</context>
</TS>
