import Foundation
import UIKit

// A UIKit screen in the spirit of seed 000's `EventViewController`: a
// header, a description label and a tag list, fed by a view model through
// a delegate, laid out with Auto Layout and rendered headless.

struct Event {
    var name: String
    var date: String
    var description: String
    var tags: [String]
}

protocol EventViewModelDelegate: AnyObject {
    func eventViewModelDidUpdate(_ viewModel: EventViewModel)
    func eventViewModelDidEncounterError(_ viewModel: EventViewModel, error: Error)
}

final class EventViewModel {
    weak var delegate: EventViewModelDelegate?
    private(set) var event: Event

    init(event: Event) {
        self.event = event
    }

    /// Loads the latest version of the event (here: a fixed update) and tells the delegate.
    func update() {
        event.description += " Doors open at 18:30; the first talk starts at 19:00."
        delegate?.eventViewModelDidUpdate(self)
    }
}

/// Tags as rounded pills that wrap onto new lines.
final class EventTagListView: UIView {
    var tags: [String] = [] {
        didSet { rebuild() }
    }
    private var pills: [UILabel] = []
    private let spacing: CGFloat = 8

    private func rebuild() {
        for pill in pills { pill.removeFromSuperview() }
        pills = tags.map { tag in
            let pill = UILabel()
            pill.text = tag
            pill.font = .systemFont(ofSize: 14, weight: .medium)
            pill.textColor = .systemBlue
            pill.textAlignment = .center
            pill.backgroundColor = UIColor.systemBlue.withAlphaComponent(0.12)
            pill.layer.cornerRadius = 14
            pill.clipsToBounds = true
            addSubview(pill)
            return pill
        }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// Pill frames for a width: left to right, wrapping.
    private func frames(forWidth width: CGFloat) -> [CGRect] {
        var x: CGFloat = 0, y: CGFloat = 0
        return pills.map { pill in
            let size = pill.intrinsicContentSize
            let pillSize = CGSize(width: size.width + 24, height: 28)
            if x > 0, x + pillSize.width > width {
                x = 0
                y += pillSize.height + spacing
            }
            defer { x += pillSize.width + spacing }
            return CGRect(origin: CGPoint(x: x, y: y), size: pillSize)
        }
    }

    override var intrinsicContentSize: CGSize {
        let height = frames(forWidth: bounds.width > 0 ? bounds.width : 320).last?.maxY ?? 0
        return CGSize(width: UIView.noIntrinsicMetric, height: height)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        for (pill, frame) in zip(pills, frames(forWidth: bounds.width)) { pill.frame = frame }
    }
}

final class EventViewController: UIViewController {
    private let viewModel: EventViewModel
    private lazy var header = makeHeader()
    private lazy var descriptionLabel = UILabel()
    private lazy var tagListView = EventTagListView()

    init(viewModel: EventViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
        viewModel.delegate = self
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        view.addSubview(header)
        view.addSubview(descriptionLabel)
        view.addSubview(tagListView)

        descriptionLabel.numberOfLines = 0
        descriptionLabel.font = .preferredFont(forTextStyle: .body)
        descriptionLabel.textColor = .secondaryLabel
        for subview in [header, descriptionLabel, tagListView] {
            subview.translatesAutoresizingMaskIntoConstraints = false
        }
        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: view.topAnchor),
            header.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            header.widthAnchor.constraint(equalTo: view.widthAnchor),
            header.heightAnchor.constraint(equalTo: view.heightAnchor, multiplier: 0.3),

            descriptionLabel.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 20),
            descriptionLabel.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            descriptionLabel.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),

            tagListView.topAnchor.constraint(equalTo: descriptionLabel.bottomAnchor, constant: 20),
            tagListView.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            tagListView.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        viewModel.update()
    }

    /// The header: a gradient with the event's name and date, bottom-aligned.
    private func makeHeader() -> UIView {
        let header = GradientView()
        let name = UILabel()
        name.text = viewModel.event.name
        name.font = .systemFont(ofSize: 30, weight: .bold)
        name.textColor = .white
        name.numberOfLines = 2
        let date = UILabel()
        date.text = viewModel.event.date
        date.font = .preferredFont(forTextStyle: .headline)
        date.textColor = UIColor.white.withAlphaComponent(0.85)
        let stack = UIStackView(arrangedSubviews: [date, name])
        stack.axis = .vertical
        stack.spacing = 4
        stack.translatesAutoresizingMaskIntoConstraints = false
        header.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: header.leadingAnchor, constant: 20),
            stack.trailingAnchor.constraint(equalTo: header.trailingAnchor, constant: -20),
            stack.bottomAnchor.constraint(equalTo: header.bottomAnchor, constant: -20),
        ])
        return header
    }
}

extension EventViewController: EventViewModelDelegate {
    func eventViewModelDidUpdate(_ viewModel: EventViewModel) {
        // Updating our views according to our view model's current state:
        descriptionLabel.text = viewModel.event.description
        tagListView.tags = viewModel.event.tags
    }

    func eventViewModelDidEncounterError(_ viewModel: EventViewModel, error: Error) {
        descriptionLabel.text = "Could not load the event: \(error)"
    }
}

/// A view whose layer is a gradient.
final class GradientView: UIView {
    override class var layerClass: AnyClass { CAGradientLayer.self }

    override init(frame: CGRect) {
        super.init(frame: frame)
        let gradient = layer as! CAGradientLayer
        gradient.colors = [UIColor.systemIndigo.cgColor, UIColor.systemPink.cgColor]
        gradient.startPoint = CGPoint(x: 0, y: 0)
        gradient.endPoint = CGPoint(x: 1, y: 1)
    }

    required init?(coder: NSCoder) { fatalError() }
}

enum EventScreen {
    static let event = Event(
        name: "Swift on Linux Meetup", date: "Thursday, 3 December · 18:30",
        description:
            "An evening of talks about running SwiftUI and UIKit code on Linux: snapshot tests in CI, servers that render images, and desktop apps.",
        tags: ["Swift", "Linux", "UIKit", "SwiftUI", "Testing", "CI", "Open source"])

    /// The screen in a 390×844 window, light or dark, as PNG data.
    static func render(dark: Bool) -> Data? {
        let controller = EventViewController(viewModel: EventViewModel(event: event))
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.overrideUserInterfaceStyle = dark ? .dark : .light
        window.rootViewController = controller
        window.makeKeyAndVisible()
        return window.tandemSnapshot().pngData()
    }
}
