// Every door reads the way the scenario reader does: files only when regular and within their
// kind's limit, text only as UTF-8 (refused naming line and column), model configs within the
// scenario's limits, dates that exist, and messages that quote input bounded, visible and without
// secrets.
#include "core/io/bounded_file.h"
#include "core/model/iso_date.h"
#include "core/model/visible_text.h"
#include "core/scenario/hf_config.h"
#include "core/store/engine/store_location.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <sys/stat.h>

using namespace rightsize;
using nlohmann::json;

class TestReadingDiscipline : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

    QString write(const QString& name, const QByteArray& bytes) {
        const QString path = m_dir.filePath(name);
        QFile f(path);
        f.open(QIODevice::WriteOnly);
        f.write(bytes);
        return path;
    }

private slots:
    void invalidUtf8IsFoundByLineAndColumn_data() {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("problem");
        QTest::newRow("valid") << QByteArray("a,b\nü,😀\n") << QString();
        QTest::newRow("second line")
            << QByteArray("a,b\nxy\xff,z\n") << QStringLiteral("line 2, column 3: byte 0xFF");
        QTest::newRow("after a wide character")
            << QByteArray("ü\xc3(") << QStringLiteral("line 1, column 2: byte 0xC3");
        QTest::newRow("truncated at the end")
            << QByteArray("ab\xe2\x82") << QStringLiteral("line 1, column 3: byte 0xE2");
        QTest::newRow("surrogate")
            << QByteArray("\n\n\xed\xa0\x80") << QStringLiteral("line 3, column 1: byte 0xED");
    }
    void invalidUtf8IsFoundByLineAndColumn() {
        QFETCH(QByteArray, text);
        QFETCH(QString, problem);
        const std::string why =
            utf8Problem(std::string_view(text.constData(), std::size_t(text.size())));
        if (problem.isEmpty())
            QVERIFY2(why.empty(), why.c_str());
        else
            QVERIFY2(QString::fromStdString(why).startsWith(problem), why.c_str());
    }

    void filesAreReadOnlyWhenRegularAndBounded_data() {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<int>("problem");
        QTest::newRow("text") << QStringLiteral("text") << int(FileProblem::None);
        QTest::newRow("fifo") << QStringLiteral("fifo") << int(FileProblem::NotRegular);
        QTest::newRow("too large") << QStringLiteral("large") << int(FileProblem::TooLarge);
        QTest::newRow("not utf-8") << QStringLiteral("latin1") << int(FileProblem::NotUtf8);
        QTest::newRow("folder") << QStringLiteral("folder") << int(FileProblem::Folder);
        QTest::newRow("missing") << QStringLiteral("missing") << int(FileProblem::Missing);
    }
    void filesAreReadOnlyWhenRegularAndBounded() {
        QFETCH(QString, kind);
        QFETCH(int, problem);
        QString path = m_dir.filePath(kind);
        if (kind == QLatin1String("text"))
            path = write(kind, QByteArray("{\"a\": 1}\n"));
        else if (kind == QLatin1String("latin1"))
            path = write(kind, QByteArray("name\nM\xfcller\n"));
        else if (kind == QLatin1String("fifo"))
            QCOMPARE(mkfifo(QFile::encodeName(path).constData(), 0600), 0);
        else if (kind == QLatin1String("folder"))
            path = m_dir.path();
        else if (kind == QLatin1String("large")) {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            QVERIFY(f.resize(qint64(kMaxCheckpointIndexBytes) + 1)); // sparse: costs nothing
        }
        const FileText file = readBoundedFile(path.toStdString(), kMaxCheckpointIndexBytes);
        QCOMPARE(int(file.problem), problem);
        QCOMPARE(file.ok(), problem == int(FileProblem::None));
        QVERIFY(file.ok() || !file.why.empty());
    }

    void modelConfigsKeepTheScenarioLimits_data() {
        QTest::addColumn<QByteArray>("config");
        QTest::addColumn<QString>("path");
        const QByteArray llama =
            R"({"model_type": "llama", "hidden_size": 4096, "intermediate_size": 14336,
            "num_attention_heads": 32, "num_key_value_heads": 8, "vocab_size": 128256,
            "num_hidden_layers": LAYERS QUANT})";
        auto with = [&](const char* layers, const char* quant) {
            return QByteArray(llama).replace("LAYERS", layers).replace("QUANT", quant);
        };
        QTest::newRow("a real shape") << with("32", "") << QString();
        QTest::newRow("1e7 layers")
            << with("10000000", "") << QStringLiteral("$.num_hidden_layers");
        QTest::newRow("GPTQ bits 1e7")
            << with("32", R"(, "quantization_config": {"quant_method": "gptq", "bits": 10000000})")
            << QStringLiteral("$.quantization_config.bits");
        QTest::newRow("1e7 experts")
            << QByteArray(
                   R"({"model_type": "mixtral", "hidden_size": 4096, "intermediate_size": 14336,
                "num_attention_heads": 32, "num_key_value_heads": 8, "vocab_size": 32000,
                "num_hidden_layers": 32, "num_local_experts": 10000000, "num_experts_per_tok": 2})")
            << QStringLiteral("$.num_local_experts");
        QTest::newRow("ViT of 65536 one-pixel patches")
            << QByteArray(R"({"model_type": "vit", "hidden_size": 768, "intermediate_size": 3072,
                "num_attention_heads": 12, "num_hidden_layers": 12, "image_size": 65536,
                "patch_size": 1})")
            << QStringLiteral("$.patch_size");
    }
    void modelConfigsKeepTheScenarioLimits() {
        QFETCH(QByteArray, config);
        QFETCH(QString, path);
        const HfImport imported = importHfConfig(json::parse(config.toStdString()), "$");
        if (path.isEmpty()) {
            QVERIFY2(imported.errors.empty(),
                     imported.errors.empty() ? "" : imported.errors.front().message.c_str());
            return;
        }
        QVERIFY(!imported.errors.empty());
        QCOMPARE(QString::fromStdString(imported.errors.front().path), path);
    }

    void aHugeCheckpointIndexIsLeftUnread() {
        const QString folder = m_dir.filePath(QStringLiteral("big"));
        QDir().mkpath(folder);
        QFile config(folder + QStringLiteral("/config.json"));
        QVERIFY(config.open(QIODevice::WriteOnly));
        config.write(R"({"model_type": "gpt2", "n_embd": 768, "n_layer": 12, "n_head": 12,
            "vocab_size": 50257, "n_positions": 1024})");
        config.close();
        QFile index(folder + QStringLiteral("/model.safetensors.index.json"));
        QVERIFY(index.open(QIODevice::WriteOnly));
        QVERIFY(index.resize(100 * 1024 * 1024));
        index.close();
        const HfImport imported =
            importHfConfigFile((folder + QStringLiteral("/config.json")).toStdString(), "$");
        QVERIFY(imported.errors.empty());
        QCOMPARE(imported.shape.checkpointBytes, 0.0);
    }

    void datesMustExist_data() {
        QTest::addColumn<QString>("date");
        QTest::addColumn<bool>("valid");
        QTest::newRow("a day") << QStringLiteral("2026-03-31") << true;
        QTest::newRow("leap day") << QStringLiteral("2028-02-29") << true;
        QTest::newRow("no leap day") << QStringLiteral("2026-02-29") << false;
        QTest::newRow("31 February") << QStringLiteral("2026-02-31") << false;
        QTest::newRow("31 April") << QStringLiteral("2026-04-31") << false;
        QTest::newRow("month 13") << QStringLiteral("2026-13-01") << false;
        QTest::newRow("century not leap") << QStringLiteral("2100-02-29") << false;
    }
    void datesMustExist() {
        QFETCH(QString, date);
        QFETCH(bool, valid);
        QCOMPARE(isCalendarDate(date.toStdString()), valid);
    }

    void quotedInputIsBoundedAndVisible() {
        const std::string huge(5000000, 'x');
        QVERIFY(quoteText(huge).size() <= 64);
        const std::string hostile = "a\x1b[2J\x07\u202Eb\xff\"";
        const std::string q = quoteText(hostile);
        QVERIFY(isValidUtf8(q));
        QVERIFY(q.find('\x1b') == std::string::npos && q.find('\x07') == std::string::npos);
        QVERIFY(q.find("\u202E") == std::string::npos);
        // moc cannot read a raw string that ends in an escaped quote: spelt out.
        const std::string expected = "\"a\\u001B[2J\\u0007\\u202Eb\\xFF\\\"\"";
        QCOMPARE(q, expected);
    }

    void secretsAreNeverShown_data() {
        QTest::addColumn<QString>("location");
        QTest::addColumn<QString>("secret");
        QTest::newRow("user:password")
            << QStringLiteral("postgresql://ann:hunter2@db/lib") << QStringLiteral("hunter2");
        QTest::newRow("parameter")
            << QStringLiteral("postgresql://db/lib?password=hunter2&sslmode=require")
            << QStringLiteral("hunter2");
        QTest::newRow("percent-escaped key")
            << QStringLiteral("postgresql://db/lib?pass%77ord=hunter2")
            << QStringLiteral("hunter2");
        QTest::newRow("upper case")
            << QStringLiteral("postgresql://db/lib?PASSWORD=hunter2") << QStringLiteral("hunter2");
        QTest::newRow("key=value") << QStringLiteral("service=team password=hunter2 user=ann")
                                   << QStringLiteral("hunter2");
        QTest::newRow("spaced and quoted")
            << QStringLiteral("service=team password = 'hunt er2'") << QStringLiteral("hunt er2");
    }
    void secretsAreNeverShown() {
        QFETCH(QString, location);
        QFETCH(QString, secret);
        const std::string l = location.toStdString();
        QVERIFY(!QString::fromStdString(displayLocation(l)).contains(secret));
        const std::string problem = serverLocationProblem(l);
        QVERIFY2(!problem.empty(), l.c_str());
        QVERIFY(!QString::fromStdString(problem).contains(secret));
    }
};

QTEST_APPLESS_MAIN(TestReadingDiscipline)
#include "test_reading_discipline.moc"
