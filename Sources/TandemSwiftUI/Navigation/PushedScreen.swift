import TandemUIKit

/// The screen a destination link pushed last, held weakly: updated while
/// it is on the stack, forgotten when it is popped.
@MainActor
final class PushedScreen {
    weak var controller: UIHostingController<AnyView>?
}
