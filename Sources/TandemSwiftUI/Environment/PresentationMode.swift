/// Whether the view is presented (pushed on a navigation stack or presented
/// modally), and a way to end that: what `@Environment(\.presentationMode)`
/// gives, the iOS 13 form of `\.dismiss`.
public struct PresentationMode {
    /// Whether the view's hosting controller is pushed above the root of a
    /// navigation stack, or presented, when the environment was read.
    public private(set) var isPresented: Bool
    private let action: DismissAction

    init(isPresented: Bool, action: DismissAction) {
        self.isPresented = isPresented
        self.action = action
    }

    /// Ends the presentation the view is in (pops its screen, or dismisses
    /// its presented controller), as ``DismissAction`` does; nothing when
    /// it is not presented.
    @MainActor public mutating func dismiss() {
        guard isPresented else { return }
        action()
        isPresented = false
    }
}
