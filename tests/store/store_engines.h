#pragma once

// The store tests run every engine-neutral case twice: on an SQLite file and on a PostgreSQL
// server. CTest starts the server (pg_server.sh, the "postgres" fixture) and names its folder in
// RIGHTSIZE_TEST_PG_DIR; each test gets a schema of its own there, so the cases never see each
// other's rows and need no cleanup beyond stopping the server.

#include <QDir>
#include <QFile>
#include <QString>
#include <QTemporaryDir>
#include <QTest>
#include <atomic>
#include <cctype>
#include <libpq-fe.h>
#include <string>
#include <unistd.h>

namespace rightsize::test {

// Joins text by appending (GCC 12 warns falsely, -Wrestrict, about some chains of operator+).
template <class... Parts> std::string cat(const Parts&... parts) {
    std::string s;
    (s.append(parts), ...);
    return s;
}

// The server's libpq URI, or empty with `why` saying why there is none.
inline std::string serverLocation(QString* why) {
    const QString dir = qEnvironmentVariable("RIGHTSIZE_TEST_PG_DIR");
    if (dir.isEmpty()) {
        *why = QStringLiteral("RIGHTSIZE_TEST_PG_DIR is not set: run the test through ctest, whose "
                              "postgres fixture starts the server");
        return {};
    }
    QFile file(dir + QStringLiteral("/location"));
    if (!file.open(QIODevice::ReadOnly)) {
        *why = QStringLiteral("the postgres fixture left no location in ") + dir;
        return {};
    }
    const QString text = QString::fromUtf8(file.readAll()).trimmed();
    if (text.startsWith(QLatin1String("skip:"))) {
        *why = QStringLiteral("PostgreSQL rows skipped: ") + text.mid(5).trimmed();
        return {};
    }
    return text.toStdString();
}

// Runs one statement on the server as its superuser; the message when it fails.
inline std::string serverExec(const std::string& location, const std::string& sql) {
    PGconn* conn = PQconnectdb(location.c_str());
    std::string error;
    if (PQstatus(conn) != CONNECTION_OK) {
        error = PQerrorMessage(conn);
    } else {
        PGresult* r = PQexec(conn, sql.c_str());
        const auto status = PQresultStatus(r);
        if (status != PGRES_COMMAND_OK && status != PGRES_TUPLES_OK)
            error = PQresultErrorMessage(r);
        PQclear(r);
    }
    PQfinish(conn);
    return error;
}

// The first value a query returns, as text ("" when it fails).
inline std::string serverQuery(const std::string& location, const std::string& sql) {
    PGconn* conn = PQconnectdb(location.c_str());
    std::string value;
    if (PQstatus(conn) == CONNECTION_OK) {
        PGresult* r = PQexec(conn, sql.c_str());
        if (PQresultStatus(r) == PGRES_TUPLES_OK && PQntuples(r) > 0)
            value = PQgetvalue(r, 0, 0);
        PQclear(r);
    }
    PQfinish(conn);
    return value;
}

// A location of a fresh, empty library per call for the engine of the current data row.
class EngineLibraries {
public:
    // Adds the "engine" column and one row per engine.
    static void addRows() {
        QTest::addColumn<QString>("engine");
        QTest::newRow("sqlite") << QStringLiteral("sqlite");
        QTest::newRow("postgresql") << QStringLiteral("postgresql");
    }

    // Empty (and `skip` set) when the row's engine cannot run here.
    std::string fresh(const char* name, QString* skip) {
        const QString engine =
            *static_cast<QString*>(QTest::qData("engine", qMetaTypeId<QString>()));
        if (engine == QLatin1String("sqlite"))
            return (m_dir.path() + QLatin1Char('/') + QLatin1String(name) +
                    QStringLiteral(".sqlite"))
                .toStdString();
        const std::string server = serverLocation(skip);
        if (server.empty())
            return {};
        const std::string schema = schemaName(name);
        if (const std::string error = serverExec(server, cat("CREATE SCHEMA ", schema));
            !error.empty()) {
            *skip = QStringLiteral("cannot make a schema on the test server: ") +
                    QString::fromStdString(error);
            m_failed = true;
            return {};
        }
        return inSchema(server, schema);
    }
    // True when the server was there but refused: a failure, not a skip.
    bool serverFailed() const { return m_failed; }

    // The location of `schema` on the server (search_path through libpq's options).
    static std::string inSchema(const std::string& server, const std::string& schema) {
        return cat(server, server.find('?') == std::string::npos ? "?" : "&",
                   "options=-csearch_path%3D", schema);
    }

    static std::string schemaName(const char* name) {
        static std::atomic<int> counter{0};
        std::string schema =
            cat("t", std::to_string(::getpid()), "_", std::to_string(++counter), "_");
        for (const char* p = name; *p; ++p)
            schema +=
                (std::isalnum(static_cast<unsigned char>(*p)) ? static_cast<char>(std::tolower(*p))
                                                              : '_');
        return schema;
    }

private:
    QTemporaryDir m_dir;
    bool m_failed = false;
};

} // namespace rightsize::test

// A fresh library for this row's engine in `var`; skips the row only when the engine cannot run
// here (no server user), fails when the server was there but did not work.
#define RIGHTSIZE_FRESH_LIBRARY(libraries, var, name)                                              \
    QString var##Skip;                                                                             \
    const std::string var = (libraries).fresh(name, &var##Skip);                                   \
    if (var.empty() && (libraries).serverFailed())                                                 \
        QFAIL(qPrintable(var##Skip));                                                              \
    if (var.empty())                                                                               \
    QSKIP(qPrintable(var##Skip))
