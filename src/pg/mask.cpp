// Keyed masks that hide the creation time (spec 6.1): ulid_mask/ulid_unmask,
// baseuid_mask/baseuid_unmask and uuidv47_encode/uuidv47_decode, each with a key argument or with
// the server key of the setting ulid.mask_key.
//
// Why a server-wide key needs ulid in shared_preload_libraries: a setting of an extension that
// postgresql.conf, ALTER SYSTEM or the postmaster's command line names exists in every process as a
// "placeholder" until the library is loaded there, and PostgreSQL shows a placeholder's value to
// any role (SHOW, current_setting). session_preload_libraries is not enough: autovacuum workers,
// logical replication workers and other background workers never load it, and they run code a
// role wrote (an expression index's function runs as the table owner under autovacuum's ANALYZE,
// which stores its results in pg_stats). Only when the postmaster itself loads the library has
// every process the real, superuser-only setting before it runs anything. Otherwise the
// one-argument functions refuse a server-wide key (55000) instead of relying on a key that any
// role could have read. A superuser's SET in a session needs no preload: only that session has it.
//
// Two ways a key reaches other roles that the setting's own flags cannot close:
// - a value set in a session before the library is loaded there also sits in a placeholder, which
//   any role's code in that session reads (SET ROLE, a SECURITY DEFINER function); when the library
//   loads, PostgreSQL re-applies it (define_custom_variable, with its original source), and the
//   check hook refuses it then;
// - a function's SET clause is stored in pg_proc.proconfig, which every role reads. Once the
//   library is loaded CREATE/ALTER FUNCTION refuse it (validated as PGC_S_TEST), but a function made
//   before applies it at each call as an ordinary session value (PGC_S_SESSION, GUC_ACTION_SAVE);
//   the fmgr hook, which PostgreSQL calls right after applying the clause, replaces it.
#include "../core/mask.hpp"
#include "id_traits.hpp"
#include "id_type.hpp"
#include "settings.hpp"

namespace {

using idcore::u128;

constexpr const char* kMaskKeySetting = "ulid.mask_key";
constexpr unsigned kKeyBytes = 16;

// What the check hook made of the setting's text, kept by the GUC machinery as the value's
// "extra" (it frees it with the value), so the text is parsed once per change, not per call.
struct ServerKey {
    bool set;
    bool exposed;  // set server-wide while processes that never load ulid show it to every role
    idcore::SipKey key;
};

// Per-process GUC state: the GUC machinery owns it, and a forked process inherits a consistent copy.
char* mask_key_text = nullptr;
const ServerKey* server_key = nullptr;
// The setting's record, for its stack of saved values (set once the setting is defined).
const config_generic* mask_key_record = nullptr;
// True only while DefineCustomStringVariable runs: then every value but the default that the check
// hook sees is one that PostgreSQL re-applies from the placeholder that held it before the load.
bool defining_setting = false;
#ifdef ULID_SERVER_PROCESSES
fmgr_hook_type previous_fmgr_hook = nullptr;
#endif

int hex_value(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

bool parse_key_hex(const char* text, idcore::SipKey* key) {
    uint8_t bytes[kKeyBytes];
    for (unsigned i = 0; i < kKeyBytes; ++i) {
        const int high = hex_value(text[2 * i]);
        const int low = high < 0 ? -1 : hex_value(text[2 * i + 1]);
        if (low < 0) return false;
        bytes[i] = static_cast<uint8_t>(high << 4 | low);
    }
    if (text[2 * kKeyBytes] != '\0') return false;
    *key = idcore::sip_key_from_bytes(bytes);
    return true;
}

#ifdef ULID_SERVER_PROCESSES
// Whether a list of libraries names this one, as "ulid", "$libdir/ulid" or with the platform's suffix.
bool names_this_library(const char* libraries) {
    List* names = NIL;
    bool found = false;
    if (libraries == nullptr || !SplitDirectoriesString(pstrdup(libraries), ',', &names)) return false;
    for (int i = 0; i < list_length(names) && !found; ++i) {
        const char* name = static_cast<const char*>(list_nth(names, i));
        const char* separator = last_dir_separator(name);
        const char* base = separator != nullptr ? separator + 1 : name;
        const size_t length = strlen(base), suffix = strlen(DLSUFFIX);
        const size_t stem = length > suffix && strcmp(base + length - suffix, DLSUFFIX) == 0 ? length - suffix : length;
        found = stem == 4 && strncmp(base, "ulid", 4) == 0;
    }
    list_free_deep(names);
    return found;
}

// Whether the postmaster loads this library at start (shared_preload_libraries, which only a
// restart changes), so that every process it starts inherits the real setting.
bool preloaded_by_postmaster() {
    return names_this_library(GetConfigOption("shared_preload_libraries", true, false));
}
#else
// PGlite has no postmaster: nothing loads the library before the session does.
bool preloaded_by_postmaster() { return false; }
#endif

// The check hook's result for a value taken as `parsed`: its "extra", allocated for the GUC machinery.
bool keep_key(char** newval, const ServerKey& parsed, void** extra);

// The check hook's refusal of a value, with its own SQLSTATE, message, detail and hint. PGlite exports
// none of GUC_check_err* but the detail: there the hook raises the error SET would raise itself, and
// a value PostgreSQL re-applies when the library loads gets the same report as a warning and is
// taken as the empty text (no key), which is what a refused re-applied value leaves elsewhere.
bool refuse_key(char** newval, void** extra, int sqlstate, const char* message, const char* detail, const char* hint) {
#ifdef ULID_GUC_CHECK_MESSAGES
    (void)newval;
    (void)extra;
    GUC_check_errcode(sqlstate);
    GUC_check_errmsg("%s", message);
    if (detail != nullptr) GUC_check_errdetail("%s", detail);
    if (hint != nullptr) GUC_check_errhint("%s", hint);
    return false;
#else
    ereport(defining_setting && sqlstate != ERRCODE_OUT_OF_MEMORY ? WARNING : ERROR,
            (errcode(sqlstate), errmsg("%s", message), detail != nullptr ? errdetail("%s", detail) : 0,
             hint != nullptr ? errhint("%s", hint) : 0));
    if (*newval != nullptr) (*newval)[0] = '\0';  // the GUC machinery's own copy of the text: SHOW must not give the refused key
    return keep_key(newval, ServerKey{}, extra);
#endif
}

// No message of this hook quotes the value: a mistyped key would otherwise reach the server log
// (and, when the library loads in a session, the client) in clear.
bool check_mask_key(char** newval, void** extra, GucSource source) {
    ServerKey parsed{};
    if (*newval != nullptr && (*newval)[0] != '\0') {
        // ALTER DATABASE/ROLE ... SET (ALTER ROLE ALL SET included: PGC_S_GLOBAL, the catalog's
        // row for every database and role) and a function's SET clause (validated as PGC_S_TEST)
        // store the value in catalogs that every role can read.
        if (source == PGC_S_GLOBAL || source == PGC_S_DATABASE || source == PGC_S_USER ||
            source == PGC_S_DATABASE_USER || source == PGC_S_TEST) {
            return refuse_key(
                newval, extra, ERRCODE_INVALID_PARAMETER_VALUE,
                psprintf("parameter \"%s\" cannot be stored in a system catalog", kMaskKeySetting),
                "Settings of databases, roles and functions can be read by every role.",
                "Set it in postgresql.conf, or in a file it includes that only the server's account can read.");
        }
        // Set in this session (SET, SET LOCAL, set_config, a function's SET clause, the login's
        // options) before the library was loaded: every role's code in the session could read it.
        if (defining_setting && source > PGC_S_ARGV) {
            return refuse_key(
                newval, extra, ERRCODE_OBJECT_NOT_IN_PREREQUISITE_STATE,
                psprintf("ignoring the key set in \"%s\" before library \"ulid\" was loaded", kMaskKeySetting),
                "Until the library is loaded, every role's code in the session can read the setting.",
                "Run LOAD 'ulid' before setting it, and choose a new key.");
        }
        if (!parse_key_hex(*newval, &parsed.key))
            return refuse_key(newval, extra, ERRCODE_INVALID_PARAMETER_VALUE,
                              psprintf("invalid value for parameter \"%s\"", kMaskKeySetting),
                              "The key must be 32 hexadecimal digits (16 bytes), or empty for none.", nullptr);
        parsed.set = true;
        // Server-wide (the environment, postgresql.conf or ALTER SYSTEM, the postmaster's command
        // line): it reaches processes that are not sessions.
        parsed.exposed = source <= PGC_S_ARGV && !preloaded_by_postmaster();
    }
    return keep_key(newval, parsed, extra);
}

bool keep_key(char** newval, const ServerKey& parsed, void** extra) {
    auto* result = static_cast<ServerKey*>(allocate_guc_extra(sizeof(ServerKey)));
    // Without a message of our own, PostgreSQL's would quote the value.
    if (result == nullptr) return refuse_key(newval, extra, ERRCODE_OUT_OF_MEMORY, "out of memory", nullptr, nullptr);
    *result = parsed;
    *extra = result;
    return true;
}

void assign_mask_key(const char*, void* extra) { server_key = static_cast<const ServerKey*>(extra); }

// Whether the key in force may come from a function's SET clause: the clause saves the value to
// restore at the call's end (GUC_SAVE), which nothing else in PostgreSQL does to this setting, and
// only a later SET at that level turns the entry into another state. (A SET LOCAL in the body of a
// function whose clause sets the key leaves it GUC_SAVE: that key is refused too.)
bool key_from_function_set_clause() {
    const GucStack* top = mask_key_record != nullptr ? mask_key_record->stack : nullptr;
    return top != nullptr && top->state == GUC_SAVE && server_key != nullptr && server_key->set;
}

#ifdef ULID_SERVER_PROCESSES
// Called after a function's SET clause is applied and before its body runs: a key from the clause
// is replaced by none until the call ends, so the body, and parallel workers that copy the
// session's settings, never use it.
void refuse_key_from_set_clause(FmgrHookEventType event, FmgrInfo* flinfo, Datum* private_data) {
    if (event == FHET_START && key_from_function_set_clause()) {
        ereport(WARNING,
                (errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                 errmsg("ignoring the key set in \"%s\" by the SET clause of function %s", kMaskKeySetting,
                        format_procedure(flinfo->fn_oid)),
                 errdetail("Every role can read a function's SET clause in pg_proc.proconfig."),
                 errhint("Remove it with ALTER FUNCTION ... RESET %s, and choose a new key.", kMaskKeySetting)));
        (void)set_config_option(kMaskKeySetting, "", PGC_SUSET, PGC_S_SESSION, GUC_ACTION_SAVE, true, ERROR, false);
    }
    if (previous_fmgr_hook != nullptr) previous_fmgr_hook(event, flinfo, private_data);
}
#endif

// Superusers see the key. Members of pg_read_all_settings, whom PostgreSQL lets examine any
// superuser-only setting, see only whether one is set.
const char* show_mask_key() {
#ifndef ULID_SERVER_PROCESSES
    // Where the native server's fmgr hook replaces a key from a function's SET clause by none.
    if (key_from_function_set_clause()) return "";
#endif
    if (superuser()) return mask_key_text != nullptr ? mask_key_text : "";
    return server_key != nullptr && server_key->set ? "(hidden)" : "";
}

const idcore::SipKey& server_mask_key() {
    if (server_key == nullptr || !server_key->set)
        ereport(ERROR, (errcode(ERRCODE_INVALID_PARAMETER_VALUE), errmsg("no server mask key is set"),
                        errhint("A superuser sets %s to 32 hexadecimal digits; or pass a key as the second argument.",
                                kMaskKeySetting)));
#ifndef ULID_SERVER_PROCESSES
    // PGlite exports no fmgr_hook to replace a key from a function's SET clause before the body
    // runs: such a key is refused where it would be used.
    if (key_from_function_set_clause())
        ereport(ERROR, (errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                        errmsg("ignoring the key set in \"%s\" by the SET clause of a function", kMaskKeySetting),
                        errdetail("Every role can read a function's SET clause in pg_proc.proconfig."),
                        errhint("Remove it with ALTER FUNCTION ... RESET %s, and choose a new key.", kMaskKeySetting)));
#endif
    if (server_key->exposed)
        ereport(ERROR,
                (errcode(ERRCODE_OBJECT_NOT_IN_PREREQUISITE_STATE),
                 errmsg("the server mask key is not protected from other roles"),
                 errdetail("%s is set for the whole server, but ulid is not in shared_preload_libraries: processes "
                           "that have not loaded the library, background workers included, show it to every role.",
                           kMaskKeySetting),
                 errhint("Add ulid to shared_preload_libraries, restart the server, and then set a new key.")));
    return server_key->key;
}

idcore::SipKey key_argument(FunctionCallInfo fcinfo, int argument) {
    bytea* key = PG_GETARG_BYTEA_PP(argument);
    if (VARSIZE_ANY_EXHDR(key) != kKeyBytes)
        ereport(ERROR, (errcode(ERRCODE_INVALID_PARAMETER_VALUE), errmsg("mask key must be %u bytes", kKeyBytes),
                        errdetail_plural("Got %d byte.", "Got %d bytes.", static_cast<unsigned long>(VARSIZE_ANY_EXHDR(key)),
                                         static_cast<int>(VARSIZE_ANY_EXHDR(key)))));
    return idcore::sip_key_from_bytes(reinterpret_cast<const uint8_t*>(VARDATA_ANY(key)));
}

/* ulid and baseuid: masking and unmasking are the same XOR */

// A mask function of the value in argument 0 under a key; served with a key in argument 1 or the server key.
using KeyedFunction = Datum (*)(FunctionCallInfo, const idcore::SipKey&);

template <KeyedFunction Function>
Datum with_key_argument(FunctionCallInfo fcinfo) {
    return Function(fcinfo, key_argument(fcinfo, 1));
}

template <KeyedFunction Function>
Datum with_server_key(FunctionCallInfo fcinfo) {
    return Function(fcinfo, server_mask_key());
}

// ulid and baseuid: masking and unmasking are the same XOR.
template <class Traits>
Datum toggle_mask(FunctionCallInfo fcinfo, const idcore::SipKey& key) {
    using Id = idpg::IdType<Traits>;
    static_assert(idcore::layout_can_be_masked(Traits::layout));
    return Id::datum_of(idcore::toggle_time_mask(Traits::layout, Id::value_of(PG_GETARG_DATUM(0)), key));
}

template <bool Encode>
Datum uuidv47_convert(FunctionCallInfo fcinfo, const idcore::SipKey& key) {
    const Datum input = PG_GETARG_DATUM(0);
    const u128 uuid = idcore::load_big_endian(reinterpret_cast<const uint8_t*>(DatumGetPointer(input)), UUID_LEN);
    const idcore::UuidV47Result result = Encode ? idcore::uuidv47_encode(uuid, key) : idcore::uuidv47_decode(uuid, key);
    if (result.status != idcore::UuidV47Status::ok)
        ereport(ERROR, (errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                        errmsg(Encode ? "uuid \"%s\" is not a version 7 UUID" : "uuid \"%s\" is not a UUIDv47 facade",
                               DatumGetCString(DirectFunctionCall1(uuid_out, input))),
                        result.status == idcore::UuidV47Status::bad_version
                            ? errdetail("Its version is %u, not %u.", idcore::uuidv47::version_of(uuid), Encode ? 7u : 4u)
                            : errdetail("Its variant bits are not 10 (RFC 9562).")));
    auto* bytes = static_cast<uint8_t*>(palloc(UUID_LEN));
    idcore::store_big_endian(result.value, bytes, UUID_LEN);
    PG_RETURN_POINTER(bytes);
}

}  // namespace

void idpg::define_mask_key_setting() {
    defining_setting = true;
    PG_TRY();
    {
        // GUC_NO_SHOW_ALL keeps the setting out of pg_settings for every role: its reset_val and
        // boot_val columns read the stored text directly, around the show hook, and
        // pg_read_all_settings members would read the key there.
        DefineCustomStringVariable(
            kMaskKeySetting, "Server key of the one-argument mask functions (ulid_mask, baseuid_mask, uuidv47_encode...).",
            "32 hexadecimal digits: the 16 key bytes. Only superusers can set or see it; it is honoured for the whole "
            "server only when shared_preload_libraries names ulid.",
            &mask_key_text, "", PGC_SUSET, GUC_SUPERUSER_ONLY | GUC_NO_SHOW_ALL | GUC_NOT_IN_SAMPLE, check_mask_key,
            assign_mask_key, show_mask_key);
    }
    PG_FINALLY();
    { defining_setting = false; }
    PG_END_TRY();
    MarkGUCPrefixReserved("ulid");
    mask_key_record = find_setting_record(kMaskKeySetting);
#ifdef ULID_SERVER_PROCESSES
    previous_fmgr_hook = fmgr_hook;
    fmgr_hook = refuse_key_from_set_clause;
#endif
}

IDPG_ENTRY_POINT(ulid_mask, with_key_argument<toggle_mask<idpg::UlidTraits>>)
IDPG_ENTRY_POINT(ulid_unmask, with_key_argument<toggle_mask<idpg::UlidTraits>>)
IDPG_ENTRY_POINT(ulid_mask_server_key, with_server_key<toggle_mask<idpg::UlidTraits>>)
IDPG_ENTRY_POINT(ulid_unmask_server_key, with_server_key<toggle_mask<idpg::UlidTraits>>)
IDPG_ENTRY_POINT(baseuid_mask, with_key_argument<toggle_mask<idpg::BaseUidTraits>>)
IDPG_ENTRY_POINT(baseuid_unmask, with_key_argument<toggle_mask<idpg::BaseUidTraits>>)
IDPG_ENTRY_POINT(baseuid_mask_server_key, with_server_key<toggle_mask<idpg::BaseUidTraits>>)
IDPG_ENTRY_POINT(baseuid_unmask_server_key, with_server_key<toggle_mask<idpg::BaseUidTraits>>)
IDPG_ENTRY_POINT(uuidv47_encode, with_key_argument<uuidv47_convert<true>>)
IDPG_ENTRY_POINT(uuidv47_decode, with_key_argument<uuidv47_convert<false>>)
IDPG_ENTRY_POINT(uuidv47_encode_server_key, with_server_key<uuidv47_convert<true>>)
IDPG_ENTRY_POINT(uuidv47_decode_server_key, with_server_key<uuidv47_convert<false>>)
