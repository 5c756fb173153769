import UIKit

// Swift 5 language mode, as most iOS code is: nothing in this file is
// annotated for concurrency. Against Apple's SDK it compiles without a
// diagnostic because UIKit's main-actor annotations are pre-concurrency
// ones; it must compile the same way against Tandem.

/// A plain global helper that builds a card: a title label and a body label
/// pinned with anchors inside a container.
func makeCard(title: String, body: String) -> UIView {
    let card = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    card.backgroundColor = .white
    card.layer.cornerRadius = 12
    let titleLabel = UILabel()
    titleLabel.text = title
    titleLabel.font = .preferredFont(forTextStyle: .headline)
    let bodyLabel = UILabel()
    bodyLabel.text = body
    bodyLabel.numberOfLines = 0
    for label in [titleLabel, bodyLabel] {
        label.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(label)
    }
    NSLayoutConstraint.activate([
        titleLabel.topAnchor.constraint(equalTo: card.topAnchor, constant: 16),
        titleLabel.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
        titleLabel.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -16),
        bodyLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 8),
        bodyLabel.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
        bodyLabel.trailingAnchor.constraint(equalTo: titleLabel.trailingAnchor),
    ])
    return card
}

/// An Auto Layout helper in the style of the popular open-source DSLs: an
/// unannotated extension on UIView used from nonisolated code.
extension UIView {
    @discardableResult
    func pinEdges(to other: UIView, insets: UIEdgeInsets = .zero) -> [NSLayoutConstraint] {
        translatesAutoresizingMaskIntoConstraints = false
        let constraints = [
            topAnchor.constraint(equalTo: other.topAnchor, constant: insets.top),
            leadingAnchor.constraint(equalTo: other.leadingAnchor, constant: insets.left),
            other.bottomAnchor.constraint(equalTo: bottomAnchor, constant: insets.bottom),
            other.trailingAnchor.constraint(equalTo: trailingAnchor, constant: insets.right),
        ]
        NSLayoutConstraint.activate(constraints)
        return constraints
    }

    func size(_ size: CGSize, priority: UILayoutPriority = .required) {
        let width = widthAnchor.constraint(equalToConstant: size.width)
        let height = heightAnchor.constraint(equalToConstant: size.height)
        width.priority = priority
        height.priority = priority
        NSLayoutConstraint.activate([width, height])
    }
}

/// A coordinator-style NSObject subclass, as representables and delegates use.
final class LayerWatcher: NSObject, CALayerDelegate {
    var laidOut = 0
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))

    func layoutSublayers(of layer: CALayer) {
        laidOut += 1
    }

    func attach(to superview: UIView) {
        superview.addSubview(view)
        view.backgroundColor = UIColor.systemRed
    }
}

/// A subclass with a custom draw, as charts and badges do.
final class Badge: UIView {
    var count = 0 {
        didSet { setNeedsDisplay() }
    }

    override func draw(_ rect: CGRect) {
        guard count > 0 else { return }
        UIColor.systemRed.setFill()
        UIBezierPath(ovalIn: bounds).fill()
    }
}

/// A view controller subclass with the usual overrides.
final class CardViewController: UIViewController {
    var log: [String] = []
    let card = makeCard(title: "Title", body: "Body text")

    override func viewDidLoad() {
        super.viewDidLoad()
        log.append("viewDidLoad")
        view.addSubview(card)
        card.pinEdges(to: view, insets: UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20))
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log.append("viewWillAppear")
    }
}

/// Window set-up from plain code, as `main.swift` or an app delegate does it.
func showInWindow(_ controller: UIViewController, size: CGSize) -> UIWindow {
    let window = UIWindow(frame: CGRect(origin: .zero, size: size))
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    return window
}

/// Text-input API used from outside the module, as editors built on UIKit do.
func selectAll(in field: UITextField) -> String? {
    field.selectedTextRange = field.textRange(from: field.beginningOfDocument, to: field.endOfDocument)
    guard let range = field.selectedTextRange else { return nil }
    return field.text(in: range)
}
