import Foundation
import TandemTestSupport
import Testing
import UIKit

// Seed 000 ("EventViewController"), the UIKit half: a controller that asks
// its view model to update in viewWillAppear and shows the result through a
// delegate. Written as the article writes it.

struct SeedEvent {
    var description: String
    var tags: [String]
}

@MainActor
protocol SeedEventViewModelDelegate: AnyObject {
    func eventViewModelDidUpdate(_ viewModel: SeedEventViewModel)
    func eventViewModelDidEncounterError(_ viewModel: SeedEventViewModel, error: Error)
}

@MainActor
final class SeedEventViewModel {
    weak var delegate: SeedEventViewModelDelegate?
    var event = SeedEvent(description: "", tags: [])
    var updates = 0

    func update() {
        updates += 1
        event = SeedEvent(description: "Swift meetup, updated \(updates) time(s)", tags: ["swift", "linux"])
        delegate?.eventViewModelDidUpdate(self)
    }
}

final class SeedTagListView: UIView {
    var tags: [String] = [] {
        didSet {
            for subview in subviews { subview.removeFromSuperview() }
            var x: CGFloat = 0
            for tag in tags {
                let label = UILabel()
                label.text = tag
                label.sizeToFit()
                label.frame.origin.x = x
                x += label.frame.width + 8
                addSubview(label)
            }
        }
    }
}

final class SeedEventViewController: UIViewController {
    private let viewModel: SeedEventViewModel
    lazy var descriptionLabel = UILabel()
    lazy var tagListView = SeedTagListView()

    init(viewModel: SeedEventViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
        viewModel.delegate = self
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()

        view.addSubview(descriptionLabel)
        view.addSubview(tagListView)

        descriptionLabel.translatesAutoresizingMaskIntoConstraints = false
        tagListView.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            descriptionLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            descriptionLabel.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            descriptionLabel.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            tagListView.topAnchor.constraint(equalTo: descriptionLabel.bottomAnchor, constant: 12),
            tagListView.leadingAnchor.constraint(equalTo: descriptionLabel.leadingAnchor),
            tagListView.trailingAnchor.constraint(equalTo: descriptionLabel.trailingAnchor),
            tagListView.heightAnchor.constraint(equalToConstant: 30),
        ])
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        viewModel.update()
    }
}

extension SeedEventViewController: SeedEventViewModelDelegate {
    func eventViewModelDidUpdate(_ viewModel: SeedEventViewModel) {
        descriptionLabel.text = viewModel.event.description
        tagListView.tags = viewModel.event.tags
    }

    func eventViewModelDidEncounterError(_ viewModel: SeedEventViewModel, error: Error) {
        descriptionLabel.text = "\(error)"
    }
}

@MainActor
@Suite struct SeedTests {
    @Test func seed000EventViewControllerUpdatesInViewWillAppearAndLaysOut() {
        let model = SeedEventViewModel()
        let controller = SeedEventViewController(viewModel: model)
        let window = makeWindow(width: 390, height: 844, root: controller)
        #expect(model.updates == 1)
        #expect(controller.descriptionLabel.text == "Swift meetup, updated 1 time(s)")
        let label = controller.descriptionLabel
        #expect(label.frame.minX == 16)
        #expect(label.frame.minY == 20)
        #expect(label.frame.width == 358)
        #expect(label.frame.height == label.intrinsicContentSize.height)
        #expect(controller.tagListView.frame.minY == label.frame.maxY + 12)
        #expect(controller.tagListView.subviews.count == 2)

        // Disappearing and appearing again asks for another update.
        window.isHidden = true
        window.isHidden = false
        CATransaction.flush()
        #expect(model.updates == 2)
        #expect(controller.descriptionLabel.text == "Swift meetup, updated 2 time(s)")

        // The description is drawn: dark text pixels inside the label, on the window's pixels.
        let image = window.tandemSnapshot()
        let inked = (Int(label.frame.minY)..<Int(label.frame.maxY)).contains { y in
            (16..<200).contains { x in image.pixel(x, y).r < 100 }
        }
        #expect(inked)
    }
}
