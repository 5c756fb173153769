/// Whether the user can edit a view's content (a list's rows: delete
/// controls and move handles).
public enum EditMode: Hashable, Sendable {
    /// Not editing.
    case inactive
    /// Editing for a moment (a swipe); counts as editing.
    case transient
    /// Editing.
    case active

    /// Whether this mode is editing: `.active` or `.transient`.
    public var isEditing: Bool { self != .inactive }
}

extension EnvironmentValues {
    private struct EditModeKey: EnvironmentKey {
        static var defaultValue: Binding<EditMode>? { nil }
    }

    /// The edit mode of the views here, as a binding a view can change
    /// (`EditButton` does); each hosting controller provides one, and
    /// `.environment(\.editMode, $mode)` gives your own.
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
}
