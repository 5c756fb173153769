// Seed 000, "Hosting a SwiftUI view within a view controller": the header
// is a plain value, and the controller hands the hosting controller a new
// one (`header.rootView = ...`) whenever the view model updates.
//
// Linux-forced changes: none. Not Linux-forced: the article shows this
// step's types and the next steps' under the same names, so each step is in
// a caseless enum named after its section; the `...` the article leaves out
// is filled in and marked "(filled in)".
import SwiftUI
import UIKit

/// The article's first step: a static header, reassigned on every update.
enum Hosting {
    protocol EventViewModelDelegate: AnyObject {
        func eventViewModelDidUpdate(_ viewModel: EventViewModel)
        func eventViewModelDidEncounterError(_ viewModel: EventViewModel,
                                             error: Error)
    }

    class EventViewModel {
        private(set) var event: Event
        weak var delegate: EventViewModelDelegate?

        // (filled in)
        var loader: EventLoader?

        init(event: Event, loader: EventLoader? = nil) {
            self.event = event
            self.loader = loader
        }

        func update() {
            do {
                if let loader = loader { event = try loader() }
                delegate?.eventViewModelDidUpdate(self)
            } catch {
                delegate?.eventViewModelDidEncounterError(self, error: error)
            }
        }
    }

    struct EventHeaderView: View {
        var event: Event

        var body: some View {
            ZStack {
                EventGradient().edgesIgnoringSafeArea(.top)
                VStack {
                    Image(systemName: event.icon.imageName)
                    Text(event.name)
                        .foregroundColor(.white)
                        .font(.title)
                }
            }
        }
    }

    class EventViewController: UIViewController {
        private let viewModel: EventViewModel
        private lazy var header = makeHeader()
        private lazy var descriptionLabel = UILabel()
        private lazy var tagListView = EventTagListView()

        init(viewModel: EventViewModel) {
            self.viewModel = viewModel
            super.init(nibName: nil, bundle: nil)
            viewModel.delegate = self
        }

        // (filled in)
        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        override func viewDidLoad() {
            super.viewDidLoad()

            // Add our header view controller as a child:
            addChild(header)
            view.addSubview(header.view)
            header.didMove(toParent: self)

            // Apply a series of Auto Layout constraints to its view:
            NSLayoutConstraint.activate([
                header.view.topAnchor.constraint(equalTo: view.topAnchor),
                header.view.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                header.view.widthAnchor.constraint(equalTo: view.widthAnchor),
                header.view.heightAnchor.constraint(
                    equalTo: view.heightAnchor,
                    multiplier: 0.25
                )
            ])

            view.addSubview(descriptionLabel)
            view.addSubview(tagListView)

            // (filled in) Add layout constraints and perform other kinds of setup
            layOutBelow(header.view, descriptionLabel, tagListView)
        }

        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            viewModel.update()
        }

        private func makeHeader() -> UIHostingController<EventHeaderView> {
            let headerView = EventHeaderView(event: viewModel.event)
            let headerVC = UIHostingController(rootView: headerView)
            headerVC.view.translatesAutoresizingMaskIntoConstraints = false
            return headerVC
        }
    }
}

extension Hosting.EventViewController: Hosting.EventViewModelDelegate {
    func eventViewModelDidUpdate(_ viewModel: Hosting.EventViewModel) {
        let event = viewModel.event

        header.rootView = Hosting.EventHeaderView(event: event)

        descriptionLabel.text = event.description
        tagListView.tags = event.tags
    }

    func eventViewModelDidEncounterError(_ viewModel: Hosting.EventViewModel,
                                         error: Error) {
        // (filled in) Show a description of the error
        descriptionLabel.text = "\(error)"
    }
}

extension UIViewController {
    /// (filled in) The article's "layout constraints and other kinds of
    /// setup": the description and the tag list under the header, inside
    /// the margins.
    func layOutBelow(_ header: UIView, _ descriptionLabel: UILabel, _ tagListView: UIView) {
        view.backgroundColor = .systemBackground
        descriptionLabel.numberOfLines = 0
        for subview in [descriptionLabel, tagListView] {
            subview.translatesAutoresizingMaskIntoConstraints = false
        }
        NSLayoutConstraint.activate([
            descriptionLabel.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 20),
            descriptionLabel.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            descriptionLabel.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            tagListView.topAnchor.constraint(equalTo: descriptionLabel.bottomAnchor, constant: 12),
            tagListView.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            tagListView.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
    }
}
