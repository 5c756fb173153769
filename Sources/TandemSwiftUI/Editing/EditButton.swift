/// A button that toggles the edit mode of its environment: "Edit" while
/// inactive, "Done" while editing (for a `List` whose rows can be deleted or moved).
public struct EditButton: View {
    @Environment(\.editMode) private var editMode

    /// Creates the button.
    public init() {}

    /// "Edit" or "Done", switching the environment's edit mode.
    public var body: some View {
        let isEditing = editMode?.wrappedValue.isEditing ?? false
        Button(isEditing ? "Done" : "Edit") {
            editMode?.wrappedValue = isEditing ? .inactive : .active
        }
    }
}
