import Foundation
import TandemUIKit

/// The spinner of an indeterminate progress view.
struct SpinnerLeaf: View, PlatformLeaf {
    var body: Never { primitiveBodyCalled(Self.self) }

    func makePlatformView(environment: EnvironmentValues) -> UIActivityIndicatorView {
        let view = UIActivityIndicatorView(style: .medium)
        view.hidesWhenStopped = false
        view.startAnimating()
        return view
    }

    func updatePlatformView(_ view: UIActivityIndicatorView, environment: EnvironmentValues) {}

    func sizeThatFits(_ proposal: ProposedViewSize, view: UIActivityIndicatorView, environment: EnvironmentValues)
        -> CGSize
    {
        view.intrinsicContentSize
    }
}
