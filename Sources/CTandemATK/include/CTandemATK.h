// Tandem's accessibility tree on Linux's accessibility bus (AT-SPI), through
// ATK and the AT-SPI bridge (libatk-bridge2.0), as GTK 3 exports its widgets.
//
// Each element of the tree is an ATK object (a GObject subclass of AtkObject)
// that knows only the element's id; every question a screen reader asks it
// (name, role, states, parent, children, extents, actions, value) is a call
// through the table of callbacks below into Swift, which answers from the
// element itself. Objects are made on demand and kept per id until
// `tandem_atk_forget` drops them; an object a client still holds after
// that answers as defunct and never reaches Swift again.
//
// The bridge answers D-Bus requests only while GLib's default main context
// is iterated (`tandem_atk_iterate`), and everything here, the callbacks
// included, runs on the thread that iterates it: the main thread.
#ifndef CTANDEMATK_H
#define CTANDEMATK_H

#include <stdbool.h>
#include <stdint.h>

/// What an element is, as far as the bus is told (each maps to an ATK role).
typedef enum TandemATKRole {
    TandemATKRoleUnknown = 0,
    TandemATKRoleApplication,
    TandemATKRoleFrame,
    TandemATKRolePanel,
    TandemATKRolePushButton,
    TandemATKRoleToggleButton,
    TandemATKRoleLabel,
    TandemATKRoleHeading,
    TandemATKRoleImage,
    TandemATKRoleLink,
    TandemATKRoleEntry,
    TandemATKRolePasswordText,
    TandemATKRoleText,
    TandemATKRoleSlider,
    TandemATKRoleSpinButton,
    TandemATKRoleProgressBar,
    TandemATKRoleAlert,
    TandemATKRoleDialog,
    TandemATKRoleToolBar,
    TandemATKRolePageTabList,
    TandemATKRoleTable,
    TandemATKRoleTableCell,
    TandemATKRoleScrollPane,
    TandemATKRoleList,
    TandemATKRoleComboBox,
    TandemATKRoleFiller,
    TandemATKRoleMenuBar,
    TandemATKRoleAnimation,
} TandemATKRole;

/// An element's states, as bits (each maps to an ATK state).
typedef enum TandemATKState {
    TandemATKStateEnabled = 1 << 0,
    TandemATKStateSensitive = 1 << 1,
    TandemATKStateVisible = 1 << 2,
    TandemATKStateShowing = 1 << 3,
    TandemATKStateFocusable = 1 << 4,
    TandemATKStateFocused = 1 << 5,
    TandemATKStateSelected = 1 << 6,
    TandemATKStateChecked = 1 << 7,
    TandemATKStateCheckable = 1 << 8,
    TandemATKStateEditable = 1 << 9,
    TandemATKStateActive = 1 << 10,
    TandemATKStateDefunct = 1 << 11,
    TandemATKStateModal = 1 << 12,
} TandemATKState;

/// The interfaces an element's object implements beyond AtkObject and AtkComponent.
typedef enum TandemATKInterface {
    TandemATKInterfaceAction = 1 << 0,
    TandemATKInterfaceValue = 1 << 1,
} TandemATKInterface;

/// Swift's answers about element `element`. Strings are returned in memory
/// the caller frees with `free` (NULL: none). An id Swift no longer knows
/// gets empty answers and the defunct state.
typedef struct TandemATKCallbacks {
    char *_Nullable (*_Nonnull name)(int64_t element);
    char *_Nullable (*_Nonnull description)(int64_t element);
    int32_t (*_Nonnull role)(int64_t element);
    uint32_t (*_Nonnull states)(int64_t element);
    uint32_t (*_Nonnull interfaces)(int64_t element);
    /// The parent's id, or -1 for none (the root, or an element out of the tree).
    int64_t (*_Nonnull parent)(int64_t element);
    int32_t (*_Nonnull childCount)(int64_t element);
    /// The id of the child at `index`, or -1.
    int64_t (*_Nonnull child)(int64_t element, int32_t index);
    /// Where the element is among its parent's children, or -1.
    int32_t (*_Nonnull indexInParent)(int64_t element);
    /// The frame in pixels, relative to the screen or (`windowRelative`)
    /// to its window's top-left corner; false when it has none.
    bool (*_Nonnull extents)(
        int64_t element, bool windowRelative, double *_Nonnull x, double *_Nonnull y, double *_Nonnull width,
        double *_Nonnull height);
    int32_t (*_Nonnull actionCount)(int64_t element);
    char *_Nullable (*_Nonnull actionName)(int64_t element, int32_t index);
    bool (*_Nonnull performAction)(int64_t element, int32_t index);
    /// The numeric value, its range and step (step 0: continuous); false when it has none.
    bool (*_Nonnull value)(
        int64_t element, double *_Nonnull current, double *_Nonnull minimum, double *_Nonnull maximum,
        double *_Nonnull step);
    bool (*_Nonnull setValue)(int64_t element, double value);
} TandemATKCallbacks;

/// Whether the session bus says assistive technology is on
/// (`org.a11y.Status.IsEnabled` of `org.a11y.Bus`): 1 yes, 0 no, -1 when
/// it cannot be asked (no session bus, no accessibility bus service, no
/// answer within `timeout_milliseconds`). Starts no service.
int tandem_atk_accessibility_enabled(int32_t timeout_milliseconds);

/// Puts the tree whose root is element 0 on the accessibility bus:
/// installs `callbacks` (copied), makes the toolkit's root object and
/// starts the AT-SPI bridge. Returns 0 on success (or when already
/// started), otherwise -1 with the reason in `message`.
int tandem_atk_start(
    const TandemATKCallbacks *_Nonnull callbacks, const char *_Nonnull toolkit_version, char *_Nonnull message,
    int32_t message_capacity);

/// Takes the tree off the bus: stops the bridge (deregistering the
/// application) and drops every object (those clients hold turn defunct).
void tandem_atk_stop(void);

/// Whether the bridge is running.
bool tandem_atk_is_running(void);

/// Handles what is ready on GLib's default main context (D-Bus requests,
/// replies, the bridge's idle work), waiting up to `timeout_milliseconds`
/// for something to arrive (0: not at all). Returns whether anything was handled.
bool tandem_atk_iterate(int32_t timeout_milliseconds);

/// Element `element` is gone: its object (if any) turns defunct, says so
/// to the bus, and is dropped.
void tandem_atk_forget(int64_t element);

/// Tells the bus that `child` was added to (or removed from) `parent`'s
/// children at `index`. Nothing when `parent` has no object yet (nobody asked about it).
void tandem_atk_children_changed(int64_t parent, int32_t index, int64_t child, bool added);

/// Tells the bus that the name of `element` changed (nothing when it has no object yet).
void tandem_atk_name_changed(int64_t element);

/// Tells the bus that state `state` (one TandemATKState bit) of `element`
/// became `value` (nothing when it has no object yet).
void tandem_atk_state_changed(int64_t element, uint32_t state, bool value);

#endif
