import Foundation
import TandemUIKit

/// The spinner of an indeterminate progress view.
struct SpinnerLeaf: View, PlatformLeaf {
    /// The spinner's color (nil: the tint around it, else its style's gray).
    var tint: Color? = nil

    var body: Never { primitiveBodyCalled(Self.self) }

    func makePlatformView(environment: EnvironmentValues) -> UIActivityIndicatorView {
        let view = UIActivityIndicatorView(style: SpinnerLeaf.style(environment.controlSize))
        view.hidesWhenStopped = false
        view.startAnimating()
        return view
    }

    func updatePlatformView(_ view: UIActivityIndicatorView, environment: EnvironmentValues) {
        let style = SpinnerLeaf.style(environment.controlSize)
        if view.style != style { view.style = style }
        if let tint = tint ?? environment.tint {
            let color = tint.resolved(in: environment)
            if view.color != color { view.color = color }
        } else {
            // The style's own color (a spinner redraws as it turns anyway).
            view.color = nil
        }
    }

    /// The spinner's style at `size`: large and extra large controls have the large spinner.
    static func style(_ size: ControlSize) -> UIActivityIndicatorView.Style {
        switch size {
        case .large, .extraLarge: .large
        case .mini, .small, .regular: .medium
        }
    }

    func sizeThatFits(_ proposal: ProposedViewSize, view: UIActivityIndicatorView, environment: EnvironmentValues)
        -> CGSize
    {
        view.intrinsicContentSize
    }
}
