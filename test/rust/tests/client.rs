//! `Ulid` against a real server (test/layers/71-client-rust.sh runs these in a throwaway cluster,
//! connecting with the libpq environment variables that pg_virtualenv sets).

use std::env;
use std::error::Error as _;

use postgres_types::WrongType;
use tokio_postgres::error::SqlState;
use tokio_postgres::{Client, NoTls};
use ulid_postgres::Ulid;

async fn connect() -> Client {
    let mut config = tokio_postgres::Config::new();
    config
        .host(&env::var("PGHOST").unwrap_or_else(|_| "localhost".into()))
        .port(env::var("PGPORT").map_or(5432, |port| port.parse().expect("PGPORT is a number")))
        .user(&env::var("PGUSER").unwrap_or_else(|_| "postgres".into()))
        .dbname(&env::var("PGDATABASE").unwrap_or_else(|_| "postgres".into()));
    if let Ok(password) = env::var("PGPASSWORD") {
        config.password(password);
    }
    let (client, connection) = config.connect(NoTls).await.expect("connect");
    tokio::spawn(connection);
    // The tests run one at a time (--test-threads=1): two CREATE EXTENSION at once would collide.
    client.batch_execute("CREATE EXTENSION IF NOT EXISTS ulid").await.expect("create extension");
    client
}

const TEXTS: [&str; 4] = [
    "00000000000000000000000000",
    "01H455VB4PEX5VSKNK084SN02Q",
    "7FFFFFFFFFFFFFFFFFFFFFFFFF",
    "7ZZZZZZZZZZZZZZZZZZZZZZZZZ",
];

#[tokio::test]
async fn binary_parameters_and_results_are_the_servers_values() {
    let client = connect().await;
    for text in TEXTS {
        let id: Ulid = text.parse().unwrap();
        assert_eq!(id.to_string(), text);
        // $1 is typed ulid: the parameter goes as 16 bytes, the server prints it.
        let row = client.query_one("SELECT $1::ulid::text, $1::ulid", &[&id]).await.unwrap();
        assert_eq!(row.get::<_, String>(0), text);
        assert_eq!(row.get::<_, Ulid>(1), id);
        // The 16 bytes are the uuid's: the server's ulid_to_bytea agrees.
        let bytes: Vec<u8> = client.query_one("SELECT $1::ulid::bytea", &[&id]).await.unwrap().get(0);
        assert_eq!(bytes, id.0);
    }
    for row in client.query("SELECT id, id::text FROM (SELECT gen_ulid() AS id FROM generate_series(1, 100)) s", &[]).await.unwrap() {
        assert_eq!(row.get::<_, Ulid>(0).to_string(), row.get::<_, String>(1));
    }
}

#[tokio::test]
async fn a_database_default_key_is_returned_found_and_ordered() {
    let client = connect().await;
    client.batch_execute("CREATE TEMP TABLE orders (id ulid PRIMARY KEY DEFAULT gen_monotonic_ulid(), n int NOT NULL)")
        .await.unwrap();
    let mut ids = Vec::new();
    for n in 0..100 {
        let row = client.query_one("INSERT INTO orders (n) VALUES ($1) RETURNING id", &[&n]).await.unwrap();
        let id: Ulid = row.get("id");
        ids.push(id);
    }
    let mut sorted = ids.clone();
    sorted.sort();
    assert_eq!(sorted, ids, "gen_monotonic_ulid() values sort as Rust sorts their bytes");
    let n: i32 = client.query_one("SELECT n FROM orders WHERE id = $1", &[&ids[42]]).await.unwrap().get(0);
    assert_eq!(n, 42);
    client.execute("INSERT INTO orders (id, n) VALUES ($1, $2)", &[&Ulid([0; 16]), &-1]).await.unwrap();
    let first: Ulid = client.query_one("SELECT min(id) FROM orders", &[]).await.unwrap().get(0);
    assert_eq!(first, Ulid([0; 16]));
}

#[tokio::test]
async fn a_string_parameter_is_refused_by_name_and_parsed_or_cast_instead() {
    let client = connect().await;
    let text = TEXTS[1];
    // rust-postgres checks a Rust type against the parameter's type: &str is not a ulid.
    let refused = client.query_one("SELECT $1::ulid", &[&text]).await.unwrap_err();
    assert!(refused.source().and_then(|e| e.downcast_ref::<WrongType>()).is_some(), "{refused}");
    // Nor is a ulid result a String (it comes in binary, and String takes text types only).
    let unread = client.query_one("SELECT gen_ulid()", &[]).await.unwrap().try_get::<_, String>(0).unwrap_err();
    assert!(unread.source().and_then(|e| e.downcast_ref::<WrongType>()).is_some(), "{unread}");
    // Either parse it in Rust (binary on the wire) or let the server cast a text parameter.
    let parsed: Ulid = client.query_one("SELECT $1::ulid", &[&text.parse::<Ulid>().unwrap()]).await.unwrap().get(0);
    let cast: Ulid = client.query_one("SELECT $1::text::ulid", &[&text]).await.unwrap().get(0);
    assert_eq!(parsed, cast);
    assert_eq!(cast.to_string(), text);
}

#[tokio::test]
async fn text_types_carry_the_canonical_text() {
    let client = connect().await;
    let id: Ulid = TEXTS[1].to_lowercase().parse().unwrap();
    // A Ulid bound to a text parameter goes as its text; a text result parses into a Ulid.
    let row = client.query_one("SELECT $1::text, $1::text::ulid::text", &[&id]).await.unwrap();
    assert_eq!(row.get::<_, String>(0), TEXTS[1]);
    assert_eq!(row.get::<_, Ulid>(1), id);
    // The same bytes read as a uuid.
    let row = client.query_one("SELECT $1::ulid::uuid, $1::ulid::uuid::text", &[&id]).await.unwrap();
    assert_eq!(row.get::<_, Ulid>(0), id);
    assert_eq!(row.get::<_, String>(1), "01890a5d-ac96-774b-bcce-b302099a8057");
    // What the server refuses, Rust refuses too.
    for bad in ["", "01H455VB4PEX5VSKNK084SN02", "81H455VB4PEX5VSKNK084SN02Q", "01H455VB4PEX5VSKNK084SN0U2"] {
        assert!(bad.parse::<Ulid>().is_err(), "{bad}");
        let error = client.query_one("SELECT $1::text::ulid", &[&bad]).await.unwrap_err();
        assert_eq!(error.code(), Some(&SqlState::INVALID_TEXT_REPRESENTATION), "{bad}: {error}");
    }
}

#[tokio::test]
async fn arrays_of_ulid_go_both_ways() {
    let client = connect().await;
    let ids: Vec<Ulid> = TEXTS.iter().map(|text| text.parse().unwrap()).collect();
    let row = client.query_one("SELECT $1::ulid[], array_to_string($1::ulid[], ',')", &[&ids]).await.unwrap();
    assert_eq!(row.get::<_, Vec<Ulid>>(0), ids);
    assert_eq!(row.get::<_, String>(1), TEXTS.join(","));
    let generated: Vec<Ulid> = client.query_one("SELECT array_agg(gen_monotonic_ulid()) FROM generate_series(1, 10)", &[])
        .await.unwrap().get(0);
    assert_eq!(generated.len(), 10);
    let found: i64 = client.query_one("SELECT count(*) FROM unnest($1::ulid[]) id WHERE id = ANY($2)", &[&ids, &&ids[1..3]])
        .await.unwrap().get(0);
    assert_eq!(found, 2);
}
