import Foundation

/// What a list row's modifiers tell the list about the row: its swipe
/// actions and its insets.
struct ListRowTraits {
    /// Swipe actions per edge: the content that holds the buttons, and whether a full swipe performs the first.
    var swipeActions: [HorizontalEdge: (content: any View, allowsFullSwipe: Bool)] = [:]
    /// The insets around the row's content; nil for the list's default.
    var insets: EdgeInsets?
    /// Whether the row navigates (its view is a `NavigationLink`, perhaps modified).
    var navigates = false
    /// Whether the separator under the row is hidden.
    var hidesSeparator = false
    /// The view behind the row's content; nil for the list's default.
    var background: (any View)?
    /// Whether the row cannot be deleted though its `ForEach` has `onDelete`.
    var deleteDisabled = false
    /// Whether the row cannot be moved though its `ForEach` has `onMove`.
    var moveDisabled = false

    /// The traits the modifiers on `view` (outermost to innermost) set.
    @MainActor static func of(_ view: any View) -> ListRowTraits {
        var traits = ListRowTraits()
        traits.navigates = view is any ListNavigationRow
        (view as? any ListRowTraitCarrier)?.collectRowTraits(into: &traits)
        return traits
    }

    /// Whether a row's view of `type` may set a trait. ``of(_:)`` finds
    /// traits only in a `NavigationLink` and in the modifiers around the
    /// row, so a type that is neither (a stack, a custom view) never sets
    /// one, whatever its value: a list need not make such a row's view to
    /// know its traits. Found once per type.
    @MainActor static func mayBeCarried(by type: any View.Type) -> Bool {
        TypeFacts.fact(.carriesListRowTraits, of: type, provisional: true) {
            if type is any ListNavigationRow.Type { return true }
            return (type as? any ListRowTraitCarrier.Type)?.mayCarryRowTraits ?? false
        }
    }
}

/// A row that navigates (a `NavigationLink`): the list shows a chevron on it.
@MainActor
protocol ListNavigationRow {}

extension EnvironmentValues {
    private struct ListRowKey: EnvironmentKey {
        static var defaultValue: Bool { false }
    }

    /// Whether the view is (in) a list row.
    var isListRow: Bool {
        get { self[ListRowKey.self] }
        set { self[ListRowKey.self] = newValue }
    }
}

/// A modifier that gives a list row a trait; the row's view is shown as it is.
struct ListRowTraitModifier: ViewModifier {
    let apply: (inout ListRowTraits) -> Void

    func body(content: Content) -> some View { content }
}

/// A view whose modifiers may carry list row traits.
@MainActor
protocol ListRowTraitCarrier {
    func collectRowTraits(into traits: inout ListRowTraits)
    /// Whether ``collectRowTraits(into:)`` may set a trait, for any value of the type.
    static var mayCarryRowTraits: Bool { get }
}

extension ModifiedContent: ListRowTraitCarrier where Content: View, Modifier: ViewModifier {
    func collectRowTraits(into traits: inout ListRowTraits) {
        // The innermost modifier applies first, so the outer one wins, as with SwiftUI's traits.
        if content is any ListNavigationRow { traits.navigates = true }
        (content as? any ListRowTraitCarrier)?.collectRowTraits(into: &traits)
        (modifier as? ListRowTraitModifier)?.apply(&traits)
    }

    static var mayCarryRowTraits: Bool {
        Modifier.self == ListRowTraitModifier.self || ListRowTraits.mayBeCarried(by: Content.self)
    }
}

extension View {
    /// In a `List`, the buttons `content` builds are revealed by swiping the
    /// row from `edge` (their role and `tint` color each button); a full
    /// swipe performs the first when `allowsFullSwipe`. These replace the
    /// standard Delete of an `onDelete` row on that edge.
    public func swipeActions<T: View>(
        edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
    ) -> some View {
        let actions = content()
        return modifier(ListRowTraitModifier { $0.swipeActions[edge] = (actions, allowsFullSwipe) })
    }

    /// In a `List`, keeps this row from being deleted (no Delete swipe, no
    /// delete control while editing) though its `ForEach` has `onDelete`.
    public func deleteDisabled(_ isDisabled: Bool) -> some View {
        modifier(ListRowTraitModifier { $0.deleteDisabled = isDisabled })
    }

    /// In a `List`, keeps this row from being moved though its `ForEach` has `onMove`.
    public func moveDisabled(_ isDisabled: Bool) -> some View {
        modifier(ListRowTraitModifier { $0.moveDisabled = isDisabled })
    }

    /// In a `List`, the insets around this row's content; nil for the default.
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        modifier(ListRowTraitModifier { $0.insets = insets })
    }

    /// In a `List`, shows or hides the separator under this row (`.automatic`
    /// and `.visible` show it; the row keeps the separator's space either way).
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        modifier(ListRowTraitModifier { $0.hidesSeparator = visibility == .hidden })
    }

    /// In a `List`, draws `view` behind this row's content instead of the list's row background.
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        modifier(ListRowTraitModifier { $0.background = view })
    }
}
