// Seed 000, "Embracing reactive rendering": the controller observes the
// view model's `$event` publisher with a Combine sink instead of being its
// delegate. The view model and header are the previous step's.
//
// Linux-forced changes: none. Not Linux-forced: each of the article's steps
// is in a caseless enum named after its section (the article reuses the
// names); the `...` it leaves out is filled in and marked "(filled in)".
import Combine
import SwiftUI
import UIKit

/// The article's last step: a Combine sink drives the UIKit views.
enum Reactive {
    typealias EventViewModel = DirectBinding.EventViewModel
    typealias EventHeaderView = DirectBinding.EventHeaderView

    class EventViewController: UIViewController {
        private let viewModel: EventViewModel
        private lazy var header = makeHeader()
        private lazy var descriptionLabel = UILabel()
        private lazy var tagListView = EventTagListView()
        private var cancellable: AnyCancellable?

        // (filled in)
        init(viewModel: EventViewModel) {
            self.viewModel = viewModel
            super.init(nibName: nil, bundle: nil)
        }

        // (filled in)
        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        override func viewDidLoad() {
            super.viewDidLoad()

            cancellable = viewModel.$event.sink { [weak self] event in
            self?.updateViews(with: event)
            }

            // (filled in) the header and the layout, as in the earlier steps
            addChild(header)
            view.addSubview(header.view)
            header.didMove(toParent: self)

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
            layOutBelow(header.view, descriptionLabel, tagListView)
        }

        // (filled in)
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            viewModel.update()
        }

        // (filled in)
        private func makeHeader() -> UIHostingController<EventHeaderView> {
            let headerView = EventHeaderView(viewModel: viewModel)
            let headerVC = UIHostingController(rootView: headerView)
            headerVC.view.translatesAutoresizingMaskIntoConstraints = false
            return headerVC
        }

        private func updateViews(with event: Event) {
            descriptionLabel.text = event.description
            tagListView.tags = event.tags
        }
    }
}
