import Combine
import Foundation
import Testing

// The seeds' Combine code, as written there (seeds 000, 001, 003).

class CircleModel: ObservableObject {
    @Published var text: String

    init(text: String) {
        self.text = text
    }
}

struct Event: Equatable {
    var name: String
    var description: String
    var tags: [String]
}

protocol EventViewModelDelegate: AnyObject {
    func eventViewModelDidUpdate(_ viewModel: EventViewModel)
}

class EventViewModel: ObservableObject {
    @Published var event: Event {
        didSet { delegate?.eventViewModelDidUpdate(self) }
    }
    weak var delegate: EventViewModelDelegate?

    init(event: Event) {
        self.event = event
    }
}

/// The shape of seed 000's `EventViewController`, without UIKit.
final class EventScreen {
    private let viewModel: EventViewModel
    private var cancellable: AnyCancellable?
    private(set) var renderedDescriptions: [String] = []

    init(viewModel: EventViewModel) {
        self.viewModel = viewModel
    }

    func viewDidLoad() {
        cancellable = viewModel.$event.sink { [weak self] event in
            self?.updateViews(with: event)
        }
    }

    private func updateViews(with event: Event) {
        renderedDescriptions.append(event.description)
    }
}

@Suite struct SeedTests {
    @Test func circleModelTicksFromATimer() {
        let model = CircleModel(text: "")
        var changes = 0
        var texts: [String] = []
        let t1 = model.objectWillChange.sink { changes += 1 }
        let t2 = model.$text.dropFirst().sink { texts.append($0) }
        // The seed's block as written, with the two warnings it has on iOS
        // too (Foundation's timer block is `@Sendable`; it changes a
        // captured `var`): see Examples/Seed001/ViewController.swift.
        var index = 0
        let timer = Timer.scheduledTimer(withTimeInterval: 0.01, repeats: true) { _ in
            index += 1
            model.text = "Tick \(index)"
        }
        let deadline = Date().addingTimeInterval(2)
        while texts.count < 3, Date() < deadline { RunLoop.current.run(until: Date().addingTimeInterval(0.005)) }
        timer.invalidate()
        #expect(Array(texts.prefix(3)) == ["Tick 1", "Tick 2", "Tick 3"])
        #expect(changes >= 3)
        _ = (t1, t2)
    }

    @Test func eventViewControllerObservesThePublishedEvent() {
        final class Delegate: EventViewModelDelegate {
            var updates = 0
            func eventViewModelDidUpdate(_ viewModel: EventViewModel) { updates += 1 }
        }
        let viewModel = EventViewModel(event: Event(name: "WWDC", description: "Keynote", tags: ["swift"]))
        let delegate = Delegate()
        viewModel.delegate = delegate
        weak var weakScreen: EventScreen?
        do {
            let screen = EventScreen(viewModel: viewModel)
            weakScreen = screen
            screen.viewDidLoad()
            viewModel.event.description = "State of the Union"
            #expect(screen.renderedDescriptions == ["Keynote", "State of the Union"])
        }
        #expect(delegate.updates == 1, "didSet on the @Published property still runs")
        #expect(weakScreen == nil, "the [weak self] sink does not keep the screen alive")
    }

    @Test func coordinatorKeepsCancellablesInASet() {
        final class Coordinator {
            private var cancellables: Set<AnyCancellable> = []
            var seen: [String] = []
            init(model: CircleModel) {
                model.$text.sink { [weak self] in self?.seen.append($0) }.store(in: &cancellables)
            }
        }
        let model = CircleModel(text: "a")
        let coordinator = Coordinator(model: model)
        model.text = "b"
        #expect(coordinator.seen == ["a", "b"])
    }
}
