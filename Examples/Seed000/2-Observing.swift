// Seed 000, "Updating an embedded SwiftUI view": the view model is an
// ObservableObject and the header observes it with @ObservedObject, so the
// controller creates the header once.
//
// Linux-forced changes: none. Not Linux-forced: each of the article's steps
// is in a caseless enum named after its section (the article reuses the
// names); the `...` it leaves out is filled in and marked "(filled in)".
import Combine
import SwiftUI
import UIKit

/// The article's second step: the header observes the view model.
enum Observing {
    protocol EventViewModelDelegate: AnyObject {
        func eventViewModelDidUpdate(_ viewModel: EventViewModel)
        func eventViewModelDidEncounterError(_ viewModel: EventViewModel,
                                             error: Error)
    }

    class EventViewModel: ObservableObject {
        @Published private(set) var event: Event
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
        @ObservedObject var viewModel: EventViewModel

        var body: some View {
            ZStack {
                EventGradient().edgesIgnoringSafeArea(.top)
                VStack {
                    Image(systemName: viewModel.event.icon.imageName)
                    Text(viewModel.event.name)
                        .foregroundColor(.white)
                        .font(.title)
                }
            }
        }
    }
}

extension Observing {
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
            let headerView = EventHeaderView(viewModel: viewModel)
            let headerVC = UIHostingController(rootView: headerView)
            headerVC.view.translatesAutoresizingMaskIntoConstraints = false
            return headerVC
        }
    }
}

extension Observing.EventViewController: Observing.EventViewModelDelegate {
    func eventViewModelDidUpdate(_ viewModel: Observing.EventViewModel) {
        // Updating our views according to our view model's
        // current state:
        descriptionLabel.text = viewModel.event.description
        tagListView.tags = viewModel.event.tags
    }

    func eventViewModelDidEncounterError(_ viewModel: Observing.EventViewModel,
                                         error: Error) {
        // (filled in) Show a description of the error
        descriptionLabel.text = "\(error)"
    }
}
