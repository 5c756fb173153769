import Foundation

/// The layout guide behind a view controller's `topLayoutGuide` or
/// `bottomLayoutGuide`: from an edge of its view to the same edge of the
/// view's safe area, so its height is what the bars above or below cover.
@MainActor
final class LayoutSupportGuide: UILayoutGuide, UILayoutSupport {
    /// Which edge of the view the guide starts at.
    enum Edge {
        case top, bottom
    }

    let edge: Edge

    init(edge: Edge) {
        self.edge = edge
        super.init()
        identifier = edge == .top ? "UIViewControllerTopLayoutGuide" : "UIViewControllerBottomLayoutGuide"
    }

    var length: CGFloat { layoutFrame.height }

    /// The guide of `edge` in `view`, added and pinned the first time it is asked for.
    static func guide(_ edge: Edge, in view: UIView) -> LayoutSupportGuide {
        for guide in view.layoutGuides {
            if let support = guide as? LayoutSupportGuide, support.edge == edge { return support }
        }
        let guide = LayoutSupportGuide(edge: edge)
        view.addLayoutGuide(guide)
        let safeArea = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            guide.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            guide.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            edge == .top
                ? guide.topAnchor.constraint(equalTo: view.topAnchor)
                : guide.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            edge == .top
                ? guide.bottomAnchor.constraint(equalTo: safeArea.topAnchor)
                : guide.topAnchor.constraint(equalTo: safeArea.bottomAnchor),
        ])
        return guide
    }
}
