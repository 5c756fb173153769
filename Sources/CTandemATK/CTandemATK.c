// ATK objects for Tandem's accessibility tree, served on the accessibility
// bus by the AT-SPI bridge (see the header).
#include "CTandemATK.h"

#include <atk-bridge.h>
#include <atk/atk.h>
#include <gio/gio.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static TandemATKCallbacks callbacks;
static bool running = false;
static bool util_installed = false;
static char *toolkit_version = NULL;
/// The objects made so far, by element id (each holds a reference).
static GHashTable *objects = NULL;

// MARK: - The object

/// One element: its id, and the strings ATK's getters return (owned here,
/// since ATK's getters return borrowed strings).
typedef struct {
    AtkObject parent;
    int64_t element;
    bool defunct;
    char *name;
    char *description;
    GPtrArray *action_names;
} TandemAtkObject;

typedef struct {
    AtkObjectClass parent_class;
} TandemAtkObjectClass;

static void tandem_atk_component_init(AtkComponentIface *iface);
static void tandem_atk_action_init(AtkActionIface *iface);
static void tandem_atk_value_init(AtkValueIface *iface);

// Three types, so that the bus lists the Action and Value interfaces only for
// elements that have them (GTK's widgets do the same by their classes).
G_DEFINE_TYPE_WITH_CODE(
    TandemAtkObject, tandem_atk_object, ATK_TYPE_OBJECT,
    G_IMPLEMENT_INTERFACE(ATK_TYPE_COMPONENT, tandem_atk_component_init))

typedef TandemAtkObject TandemAtkActionObject;
typedef TandemAtkObjectClass TandemAtkActionObjectClass;
G_DEFINE_TYPE_WITH_CODE(
    TandemAtkActionObject, tandem_atk_action_object, tandem_atk_object_get_type(),
    G_IMPLEMENT_INTERFACE(ATK_TYPE_ACTION, tandem_atk_action_init))

typedef TandemAtkObject TandemAtkValueObject;
typedef TandemAtkObjectClass TandemAtkValueObjectClass;
G_DEFINE_TYPE_WITH_CODE(
    TandemAtkValueObject, tandem_atk_value_object, tandem_atk_action_object_get_type(),
    G_IMPLEMENT_INTERFACE(ATK_TYPE_VALUE, tandem_atk_value_init))

static void tandem_atk_action_object_class_init(TandemAtkActionObjectClass *klass) { (void)klass; }
static void tandem_atk_action_object_init(TandemAtkActionObject *object) { (void)object; }
static void tandem_atk_value_object_class_init(TandemAtkValueObjectClass *klass) { (void)klass; }
static void tandem_atk_value_object_init(TandemAtkValueObject *object) { (void)object; }

#define TANDEM_ATK_OBJECT(object) ((TandemAtkObject *)(object))

/// Whether `object` still stands for a live element (Swift is asked nothing otherwise).
static bool is_live(gpointer object) { return running && !TANDEM_ATK_OBJECT(object)->defunct; }

static GType type_for_interfaces(uint32_t interfaces) {
    if (interfaces & TandemATKInterfaceValue) return tandem_atk_value_object_get_type();
    if (interfaces & TandemATKInterfaceAction) return tandem_atk_action_object_get_type();
    return tandem_atk_object_get_type();
}

/// Marks `object` defunct and tells the bus (the bridge may still hold it).
static void make_defunct(TandemAtkObject *object) {
    if (object->defunct) return;
    object->defunct = true;
    atk_object_notify_state_change(ATK_OBJECT(object), ATK_STATE_DEFUNCT, TRUE);
}

/// The object of `element` (borrowed), made on first use; NULL for -1. An
/// element whose interfaces changed (a label became adjustable) gets a new
/// object of the right type; the old one turns defunct.
static AtkObject *object_for(int64_t element) {
    if (element < 0 || !running) return NULL;
    uint32_t interfaces = callbacks.interfaces(element);
    GType type = type_for_interfaces(interfaces);
    TandemAtkObject *cached = g_hash_table_lookup(objects, &element);
    if (cached && G_OBJECT_TYPE(cached) == type) return ATK_OBJECT(cached);
    if (cached) {
        make_defunct(cached);
        g_hash_table_remove(objects, &element);
    }
    TandemAtkObject *object = g_object_new(type, NULL);
    object->element = element;
    AtkObject *atk = ATK_OBJECT(object);
    atk_object_initialize(atk, NULL);
    atk->role = ATK_ROLE_UNKNOWN;
    int64_t *key = g_new(int64_t, 1);
    *key = element;
    g_hash_table_insert(objects, key, object);
    return atk;
}

/// Keeps a string Swift made (freed with `free`) as `*slot`, a GLib string ATK may hand out.
static const char *keep(char **slot, char *made) {
    g_free(*slot);
    *slot = made ? g_strdup(made) : NULL;
    free(made);
    return *slot;
}

static const gchar *object_get_name(AtkObject *atk) {
    TandemAtkObject *object = TANDEM_ATK_OBJECT(atk);
    if (!is_live(object)) return object->name;
    return keep(&object->name, callbacks.name(object->element));
}

static const gchar *object_get_description(AtkObject *atk) {
    TandemAtkObject *object = TANDEM_ATK_OBJECT(atk);
    if (!is_live(object)) return object->description;
    return keep(&object->description, callbacks.description(object->element));
}

static AtkRole role_for(int32_t role) {
    switch ((TandemATKRole)role) {
    case TandemATKRoleApplication: return ATK_ROLE_APPLICATION;
    case TandemATKRoleFrame: return ATK_ROLE_FRAME;
    case TandemATKRolePanel: return ATK_ROLE_PANEL;
    case TandemATKRolePushButton: return ATK_ROLE_PUSH_BUTTON;
    case TandemATKRoleToggleButton: return ATK_ROLE_TOGGLE_BUTTON;
    case TandemATKRoleLabel: return ATK_ROLE_LABEL;
    case TandemATKRoleHeading: return ATK_ROLE_HEADING;
    case TandemATKRoleImage: return ATK_ROLE_IMAGE;
    case TandemATKRoleLink: return ATK_ROLE_LINK;
    case TandemATKRoleEntry: return ATK_ROLE_ENTRY;
    case TandemATKRolePasswordText: return ATK_ROLE_PASSWORD_TEXT;
    case TandemATKRoleText: return ATK_ROLE_TEXT;
    case TandemATKRoleSlider: return ATK_ROLE_SLIDER;
    case TandemATKRoleSpinButton: return ATK_ROLE_SPIN_BUTTON;
    case TandemATKRoleProgressBar: return ATK_ROLE_PROGRESS_BAR;
    case TandemATKRoleAlert: return ATK_ROLE_ALERT;
    case TandemATKRoleDialog: return ATK_ROLE_DIALOG;
    case TandemATKRoleToolBar: return ATK_ROLE_TOOL_BAR;
    case TandemATKRolePageTabList: return ATK_ROLE_PAGE_TAB_LIST;
    case TandemATKRoleTable: return ATK_ROLE_TABLE;
    case TandemATKRoleTableCell: return ATK_ROLE_TABLE_CELL;
    case TandemATKRoleScrollPane: return ATK_ROLE_SCROLL_PANE;
    case TandemATKRoleList: return ATK_ROLE_LIST;
    case TandemATKRoleComboBox: return ATK_ROLE_COMBO_BOX;
    case TandemATKRoleFiller: return ATK_ROLE_FILLER;
    case TandemATKRoleMenuBar: return ATK_ROLE_MENU_BAR;
    case TandemATKRoleAnimation: return ATK_ROLE_ANIMATION;
    case TandemATKRoleUnknown: break;
    }
    return ATK_ROLE_UNKNOWN;
}

static AtkRole object_get_role(AtkObject *atk) {
    TandemAtkObject *object = TANDEM_ATK_OBJECT(atk);
    if (!is_live(object)) return atk->role;
    // Kept in the instance too: ATK's own code reads the field.
    atk->role = role_for(callbacks.role(object->element));
    return atk->role;
}

static AtkObject *object_get_parent(AtkObject *atk) {
    TandemAtkObject *object = TANDEM_ATK_OBJECT(atk);
    if (!is_live(object)) return NULL;
    return object_for(callbacks.parent(object->element));
}

static gint object_get_n_children(AtkObject *atk) {
    TandemAtkObject *object = TANDEM_ATK_OBJECT(atk);
    if (!is_live(object)) return 0;
    return callbacks.childCount(object->element);
}

static AtkObject *object_ref_child(AtkObject *atk, gint index) {
    TandemAtkObject *object = TANDEM_ATK_OBJECT(atk);
    if (!is_live(object)) return NULL;
    AtkObject *child = object_for(callbacks.child(object->element, index));
    return child ? g_object_ref(child) : NULL;
}

static gint object_get_index_in_parent(AtkObject *atk) {
    TandemAtkObject *object = TANDEM_ATK_OBJECT(atk);
    if (!is_live(object)) return -1;
    return callbacks.indexInParent(object->element);
}

static AtkStateSet *object_ref_state_set(AtkObject *atk) {
    TandemAtkObject *object = TANDEM_ATK_OBJECT(atk);
    AtkStateSet *set = atk_state_set_new();
    uint32_t states = is_live(object) ? callbacks.states(object->element) : TandemATKStateDefunct;
    static const struct {
        uint32_t bit;
        AtkStateType state;
    } map[] = {
        {TandemATKStateEnabled, ATK_STATE_ENABLED},     {TandemATKStateSensitive, ATK_STATE_SENSITIVE},
        {TandemATKStateVisible, ATK_STATE_VISIBLE},     {TandemATKStateShowing, ATK_STATE_SHOWING},
        {TandemATKStateFocusable, ATK_STATE_FOCUSABLE}, {TandemATKStateFocused, ATK_STATE_FOCUSED},
        {TandemATKStateSelected, ATK_STATE_SELECTED},   {TandemATKStateChecked, ATK_STATE_CHECKED},
        {TandemATKStateCheckable, ATK_STATE_CHECKABLE}, {TandemATKStateEditable, ATK_STATE_EDITABLE},
        {TandemATKStateActive, ATK_STATE_ACTIVE},       {TandemATKStateDefunct, ATK_STATE_DEFUNCT},
        {TandemATKStateModal, ATK_STATE_MODAL},
    };
    for (size_t i = 0; i < sizeof map / sizeof map[0]; i++) {
        if (states & map[i].bit) atk_state_set_add_state(set, map[i].state);
    }
    return set;
}

static void tandem_atk_object_finalize(GObject *gobject) {
    TandemAtkObject *object = TANDEM_ATK_OBJECT(gobject);
    g_free(object->name);
    g_free(object->description);
    if (object->action_names) g_ptr_array_unref(object->action_names);
    G_OBJECT_CLASS(tandem_atk_object_parent_class)->finalize(gobject);
}

static void tandem_atk_object_class_init(TandemAtkObjectClass *klass) {
    AtkObjectClass *atk = ATK_OBJECT_CLASS(klass);
    atk->get_name = object_get_name;
    atk->get_description = object_get_description;
    atk->get_role = object_get_role;
    atk->get_parent = object_get_parent;
    atk->get_n_children = object_get_n_children;
    atk->ref_child = object_ref_child;
    atk->get_index_in_parent = object_get_index_in_parent;
    atk->ref_state_set = object_ref_state_set;
    G_OBJECT_CLASS(klass)->finalize = tandem_atk_object_finalize;
}

static void tandem_atk_object_init(TandemAtkObject *object) { object->element = -1; }

// MARK: - Component

static void component_get_extents(
    AtkComponent *component, gint *x, gint *y, gint *width, gint *height, AtkCoordType coord_type) {
    TandemAtkObject *object = TANDEM_ATK_OBJECT(component);
    double fx = 0, fy = 0, fw = 0, fh = 0;
    bool has = is_live(object) &&
               callbacks.extents(object->element, coord_type != ATK_XY_SCREEN, &fx, &fy, &fw, &fh);
    // AT-SPI's "no extents" is -1 everywhere (GTK answers so for unrealized widgets).
    if (x) *x = has ? (gint)fx : -1;
    if (y) *y = has ? (gint)fy : -1;
    if (width) *width = has ? (gint)fw : -1;
    if (height) *height = has ? (gint)fh : -1;
}

static void tandem_atk_component_init(AtkComponentIface *iface) { iface->get_extents = component_get_extents; }

// MARK: - Action

static gboolean action_do_action(AtkAction *action, gint index) {
    TandemAtkObject *object = TANDEM_ATK_OBJECT(action);
    if (!is_live(object)) return FALSE;
    return callbacks.performAction(object->element, index);
}

static gint action_get_n_actions(AtkAction *action) {
    TandemAtkObject *object = TANDEM_ATK_OBJECT(action);
    return is_live(object) ? callbacks.actionCount(object->element) : 0;
}

static const gchar *action_get_name(AtkAction *action, gint index) {
    TandemAtkObject *object = TANDEM_ATK_OBJECT(action);
    if (!is_live(object) || index < 0) return NULL;
    if (!object->action_names) object->action_names = g_ptr_array_new_with_free_func(g_free);
    while (object->action_names->len <= (guint)index) g_ptr_array_add(object->action_names, NULL);
    char **slot = (char **)&g_ptr_array_index(object->action_names, index);
    return keep(slot, callbacks.actionName(object->element, index));
}

static void tandem_atk_action_init(AtkActionIface *iface) {
    iface->do_action = action_do_action;
    iface->get_n_actions = action_get_n_actions;
    iface->get_name = action_get_name;
    iface->get_localized_name = action_get_name;
}

// MARK: - Value

/// One of the value's numbers (0 current, 1 minimum, 2 maximum, 3 step) as a double GValue.
static void value_number(AtkValue *atk, int which, GValue *out) {
    TandemAtkObject *object = TANDEM_ATK_OBJECT(atk);
    double numbers[4] = {0, 0, 0, 0};
    if (is_live(object)) {
        callbacks.value(object->element, &numbers[0], &numbers[1], &numbers[2], &numbers[3]);
    }
    g_value_init(out, G_TYPE_DOUBLE);
    g_value_set_double(out, numbers[which]);
}

static void value_get_current(AtkValue *atk, GValue *out) { value_number(atk, 0, out); }
static void value_get_minimum(AtkValue *atk, GValue *out) { value_number(atk, 1, out); }
static void value_get_maximum(AtkValue *atk, GValue *out) { value_number(atk, 2, out); }
static void value_get_increment(AtkValue *atk, GValue *out) { value_number(atk, 3, out); }

static gboolean value_set_current(AtkValue *atk, const GValue *value) {
    TandemAtkObject *object = TANDEM_ATK_OBJECT(atk);
    GValue number = G_VALUE_INIT;
    g_value_init(&number, G_TYPE_DOUBLE);
    if (!is_live(object) || !g_value_transform(value, &number)) return FALSE;
    return callbacks.setValue(object->element, g_value_get_double(&number));
}

static void value_get_value_and_text(AtkValue *atk, gdouble *current, gchar **text) {
    TandemAtkObject *object = TANDEM_ATK_OBJECT(atk);
    double numbers[4] = {0, 0, 0, 0};
    if (is_live(object)) callbacks.value(object->element, &numbers[0], &numbers[1], &numbers[2], &numbers[3]);
    if (current) *current = numbers[0];
    if (text) *text = NULL;
}

static AtkRange *value_get_range(AtkValue *atk) {
    TandemAtkObject *object = TANDEM_ATK_OBJECT(atk);
    double numbers[4] = {0, 0, 0, 0};
    if (!is_live(object) ||
        !callbacks.value(object->element, &numbers[0], &numbers[1], &numbers[2], &numbers[3])) {
        return NULL;
    }
    return atk_range_new(numbers[1], numbers[2], NULL);
}

static gdouble value_get_increment_double(AtkValue *atk) {
    GValue step = G_VALUE_INIT;
    value_number(atk, 3, &step);
    return g_value_get_double(&step);
}

static void value_set_value(AtkValue *atk, const gdouble value) {
    TandemAtkObject *object = TANDEM_ATK_OBJECT(atk);
    if (is_live(object)) callbacks.setValue(object->element, value);
}

static void tandem_atk_value_init(AtkValueIface *iface) {
    // Both ATK's GValue API (which the bridge's Value adaptor calls) and its newer double API.
    iface->get_current_value = value_get_current;
    iface->get_minimum_value = value_get_minimum;
    iface->get_maximum_value = value_get_maximum;
    iface->get_minimum_increment = value_get_increment;
    iface->set_current_value = value_set_current;
    iface->get_value_and_text = value_get_value_and_text;
    iface->get_range = value_get_range;
    iface->get_increment = value_get_increment_double;
    iface->set_value = value_set_value;
}

// MARK: - The toolkit

static AtkObject *util_get_root(void) { return object_for(0); }
static const gchar *util_get_toolkit_name(void) { return "Tandem"; }
static const gchar *util_get_toolkit_version(void) { return toolkit_version ? toolkit_version : "0"; }

int tandem_atk_accessibility_enabled(int32_t timeout_milliseconds) {
    // No session bus: do not let GIO try to start one (it would autolaunch with X11).
    if (!g_getenv("DBUS_SESSION_BUS_ADDRESS")) return -1;
    GError *error = NULL;
    GDBusConnection *bus = g_bus_get_sync(G_BUS_TYPE_SESSION, NULL, &error);
    if (!bus) {
        g_clear_error(&error);
        return -1;
    }
    GVariant *reply = g_dbus_connection_call_sync(
        bus, "org.a11y.Bus", "/org/a11y/bus", "org.freedesktop.DBus.Properties", "Get",
        g_variant_new("(ss)", "org.a11y.Status", "IsEnabled"), G_VARIANT_TYPE("(v)"),
        G_DBUS_CALL_FLAGS_NO_AUTO_START, timeout_milliseconds, NULL, &error);
    g_object_unref(bus);
    if (!reply) {
        g_clear_error(&error);
        return -1;
    }
    GVariant *boxed = NULL;
    g_variant_get(reply, "(v)", &boxed);
    int enabled = g_variant_is_of_type(boxed, G_VARIANT_TYPE_BOOLEAN) ? g_variant_get_boolean(boxed) : -1;
    g_variant_unref(boxed);
    g_variant_unref(reply);
    return enabled;
}

int tandem_atk_start(
    const TandemATKCallbacks *new_callbacks, const char *version, char *message, int32_t message_capacity) {
    if (running) return 0;
    if (!g_getenv("DBUS_SESSION_BUS_ADDRESS")) {
        snprintf(message, (size_t)message_capacity, "no session bus (DBUS_SESSION_BUS_ADDRESS is not set)");
        return -1;
    }
    callbacks = *new_callbacks;
    g_free(toolkit_version);
    toolkit_version = g_strdup(version);
    if (!objects) objects = g_hash_table_new_full(g_int64_hash, g_int64_equal, g_free, g_object_unref);
    if (!util_installed) {
        // ATK asks its AtkUtil class for the root and the toolkit's name; the
        // class's global event listeners (emission hooks) stay ATK's own.
        AtkUtilClass *util = g_type_class_ref(ATK_TYPE_UTIL);
        util->get_root = util_get_root;
        util->get_toolkit_name = util_get_toolkit_name;
        util->get_toolkit_version = util_get_toolkit_version;
        util_installed = true;
    }
    running = true;
    if (atk_bridge_adaptor_init(NULL, NULL) != 0) {
        running = false;
        g_hash_table_remove_all(objects);
        snprintf(
            message, (size_t)message_capacity,
            "the AT-SPI bridge did not start (no accessibility bus: is at-spi2-core installed, or NO_AT_BRIDGE set?)");
        return -1;
    }
    return 0;
}

void tandem_atk_stop(void) {
    if (!running) return;
    atk_bridge_adaptor_cleanup();
    GHashTableIter iter;
    gpointer key, value;
    g_hash_table_iter_init(&iter, objects);
    while (g_hash_table_iter_next(&iter, &key, &value)) TANDEM_ATK_OBJECT(value)->defunct = true;
    g_hash_table_remove_all(objects);
    running = false;
}

bool tandem_atk_is_running(void) { return running; }

static gboolean wake(gpointer fired) {
    *(bool *)fired = true;
    return G_SOURCE_REMOVE;
}

bool tandem_atk_iterate(int32_t timeout_milliseconds) {
    if (timeout_milliseconds <= 0) return g_main_context_iteration(NULL, FALSE);
    // A blocking iteration returns once something was dispatched: the timeout
    // source bounds the wait when nothing arrives.
    bool fired = false;
    guint source = g_timeout_add((guint)timeout_milliseconds, wake, &fired);
    gboolean handled = g_main_context_iteration(NULL, TRUE);
    if (!fired) g_source_remove(source);
    return handled && !fired;
}

static TandemAtkObject *existing(int64_t element) {
    return objects && running ? g_hash_table_lookup(objects, &element) : NULL;
}

void tandem_atk_forget(int64_t element) {
    TandemAtkObject *object = existing(element);
    if (!object) return;
    make_defunct(object);
    g_hash_table_remove(objects, &element);
}

void tandem_atk_children_changed(int64_t parent, int32_t index, int64_t child, bool added) {
    TandemAtkObject *object = existing(parent);
    if (!object) return;
    AtkObject *child_object = added ? object_for(child) : (AtkObject *)existing(child);
    // The bridge's event names the child; one never made was never announced.
    if (!child_object) return;
    g_signal_emit_by_name(object, added ? "children-changed::add" : "children-changed::remove", index, child_object);
}

void tandem_atk_name_changed(int64_t element) {
    TandemAtkObject *object = existing(element);
    if (!object) return;
    g_object_notify(G_OBJECT(object), "accessible-name");
}

void tandem_atk_state_changed(int64_t element, uint32_t state, bool value) {
    TandemAtkObject *object = existing(element);
    if (!object) return;
    static const struct {
        uint32_t bit;
        AtkStateType state;
    } map[] = {
        {TandemATKStateEnabled, ATK_STATE_ENABLED}, {TandemATKStateSensitive, ATK_STATE_SENSITIVE},
        {TandemATKStateShowing, ATK_STATE_SHOWING}, {TandemATKStateFocused, ATK_STATE_FOCUSED},
        {TandemATKStateSelected, ATK_STATE_SELECTED}, {TandemATKStateChecked, ATK_STATE_CHECKED},
    };
    for (size_t i = 0; i < sizeof map / sizeof map[0]; i++) {
        if (map[i].bit == state) atk_object_notify_state_change(ATK_OBJECT(object), map[i].state, value);
    }
}
