import Foundation
import TandemUIKit

/// A thin line separating content: horizontal in a vertical stack (or
/// outside stacks), vertical in a horizontal stack (through the modifiers
/// around it: `Divider().frame(height: 40)`), one pixel thick.
public struct Divider: View {
    /// A divider.
    public init() {}

    /// Never called: a primitive view.
    public var body: Never { primitiveBodyCalled(Self.self) }
}

extension Divider: PlatformLeaf {
    func makePlatformView(environment: EnvironmentValues) -> UIView {
        let view = UIView(frame: .zero)
        view.isUserInteractionEnabled = false
        return view
    }

    func updatePlatformView(_ view: UIView, environment: EnvironmentValues) {
        view.backgroundColor = UIColor.separator.resolvedColor(with: environment.traitCollection)
    }

    /// The offered length (10 points where unspecified) by one pixel.
    func sizeThatFits(_ proposal: ProposedViewSize, view: UIView, environment: EnvironmentValues) -> CGSize {
        let thickness = 1 / max(1, environment.displayScale)
        if environment.stackAxis == .horizontal {
            return CGSize(width: thickness, height: proposal.height ?? 10)
        }
        return CGSize(width: proposal.width ?? 10, height: thickness)
    }
}
