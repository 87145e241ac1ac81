// Many people saving the same few scenarios at once: every save names the revision it was based
// on, so each one is either kept (with its own revision, findable afterwards) or reported to its
// client as a conflict (and found nowhere). Nothing is lost and nothing is overwritten silently.
#include "core/store/scenario_store.h"
#include "store_engines.h"

#include <QProcess>
#include <QTest>
#include <map>
#include <mutex>
#include <nlohmann/json.hpp>
#include <set>
#include <string>
#include <thread>
#include <vector>

using namespace rightsize;
using test::EngineLibraries;

namespace {

constexpr int kClients = 16;
constexpr int kSavesPerClient = 200;
constexpr int kScenarios = 4; // few, so that clients really do collide

std::string scenarioJson(int client, int save) {
    std::string s = R"({"format": "rightsize-scenario", "version": 1, "name": "client )";
    s.append(std::to_string(client))
        .append(R"(", "notes": "save )")
        .append(std::to_string(save))
        .append(R"("})");
    return s;
}

struct Accepted {
    std::int64_t scenario;
    std::int64_t revision;
    std::string json;
};

struct ClientLog {
    std::vector<Accepted> accepted;
    std::vector<std::pair<std::int64_t, std::string>> conflicts; // scenario, the text refused
    // Saves that waited longer than the busy timeout for the other writers (SQLite's one writer
    // at a time); told to the client like a conflict, and just as absent from the library.
    std::vector<std::pair<std::int64_t, std::string>> busy;
    std::vector<std::string> failures;
};

void client(const std::string& location, int index, const std::vector<std::int64_t>& ids,
            ClientLog& log) {
    ScenarioStore store;
    if (auto opened = store.open(location); !opened) {
        log.failures.push_back(test::cat("open: ", opened.error().message));
        return;
    }
    for (int n = 0; n < kSavesPerClient; ++n) {
        const std::int64_t id = ids[static_cast<std::size_t>((index + n) % kScenarios)];
        // Open the scenario, edit, save based on what was opened.
        const auto opened = store.get(id);
        if (!opened) {
            log.failures.push_back(test::cat("get: ", opened.error().message));
            continue;
        }
        const std::string text = scenarioJson(index, n);
        const auto saved = store.save(id, text, opened->revision);
        if (saved)
            log.accepted.push_back({id, *saved, text});
        else if (saved.error().code == StoreErrorCode::Conflict)
            log.conflicts.emplace_back(id, text);
        else if (saved.error().code == StoreErrorCode::Busy)
            log.busy.emplace_back(id, text);
        else
            log.failures.push_back(test::cat("save: ", saved.error().message));
    }
}

} // namespace

class TestStoreLoad : public QObject {
    Q_OBJECT

    EngineLibraries m_libraries;

private slots:
    void concurrentSavesLoseNothing_data() { EngineLibraries::addRows(); }
    void concurrentSavesLoseNothing() {
        RIGHTSIZE_FRESH_LIBRARY(m_libraries, location, "load");
        ScenarioStore store;
        QVERIFY(store.open(location).ok());
        std::vector<std::int64_t> ids;
        for (int s = 0; s < kScenarios; ++s)
            ids.push_back(*store.insert({"", {"shared"}, scenarioJson(-1, s)}));

        std::vector<ClientLog> logs(kClients);
        std::vector<std::thread> threads;
        for (int c = 0; c < kClients; ++c)
            threads.emplace_back(client, location, c, std::cref(ids),
                                 std::ref(logs[static_cast<std::size_t>(c)]));
        for (auto& t : threads)
            t.join();

        std::size_t accepted = 0, conflicts = 0, busy = 0;
        for (const ClientLog& log : logs) {
            QVERIFY2(log.failures.empty(),
                     log.failures.empty() ? "" : log.failures.front().c_str());
            accepted += log.accepted.size();
            conflicts += log.conflicts.size();
            busy += log.busy.size();
        }
        QCOMPARE(accepted + conflicts + busy, std::size_t(kClients * kSavesPerClient));
        qInfo("%zu saves kept, %zu conflicts and %zu busy timeouts reported", accepted, conflicts,
              busy);
        QVERIFY(conflicts > 0);                            // the clients did collide
        QVERIFY(accepted >= std::size_t(kSavesPerClient)); // each scenario moved on many times

        // Every revision of every scenario, as the library holds it now.
        std::map<std::pair<std::int64_t, std::int64_t>, std::string> held;
        std::set<std::string> texts;
        std::size_t revisionsAfterTheFirst = 0;
        for (std::int64_t id : ids) {
            const auto current = store.get(id);
            QVERIFY(current.ok());
            held[{id, current->revision}] = current->json;
            texts.insert(current->json);
            revisionsAfterTheFirst += static_cast<std::size_t>(current->revision - 1);
            const auto versions = store.versions(id);
            QVERIFY(versions.ok());
            QCOMPARE(versions->size(), static_cast<std::size_t>(current->revision - 1));
            for (const auto& v : *versions) {
                QVERIFY2(held.emplace(std::make_pair(id, v.revision), v.json).second,
                         "a revision kept twice");
                texts.insert(v.json);
            }
        }
        // Each accepted save made exactly one revision, and is there with it.
        QCOMPARE(revisionsAfterTheFirst, accepted);
        for (const ClientLog& log : logs) {
            for (const Accepted& a : log.accepted) {
                const auto it = held.find({a.scenario, a.revision});
                QVERIFY2(it != held.end(), "an accepted save is missing");
                QCOMPARE(it->second, a.json);
            }
            // A conflict was told to its client and its text written nowhere.
            for (const auto& [id, text] : log.conflicts)
                QVERIFY2(texts.count(text) == 0, "a refused save was written");
            for (const auto& [id, text] : log.busy)
                QVERIFY2(texts.count(text) == 0, "a save that timed out was written");
        }

        // The command line reads the same library.
#ifdef RIGHTSIZE_EXE
        QProcess cli;
        cli.start(QStringLiteral(RIGHTSIZE_EXE),
                  {QStringLiteral("scenarios"), QStringLiteral("list"), QStringLiteral("--format"),
                   QStringLiteral("json"), QStringLiteral("--db"),
                   QString::fromStdString(location)});
        QVERIFY(cli.waitForFinished(60000));
        QCOMPARE(cli.exitCode(), 0);
        const auto listed = nlohmann::json::parse(cli.readAllStandardOutput().toStdString());
        const auto rows = store.list();
        QCOMPARE(listed.size(), rows->size());
        std::map<std::int64_t, const ScenarioSummary*> byId;
        for (const auto& r : *rows)
            byId[r.id] = &r;
        for (const auto& row : listed) {
            const auto it = byId.find(row["id"].get<std::int64_t>());
            QVERIFY(it != byId.end());
            QCOMPARE(row["name"].get<std::string>(), it->second->name);
            QCOMPARE(row["modified"].get<std::string>(), it->second->modified);
            QCOMPARE(row["tags"].get<std::vector<std::string>>(), it->second->tags);
        }
#endif
    }
};

QTEST_APPLESS_MAIN(TestStoreLoad)
#include "test_store_load.moc"
