import Foundation
import SwiftUI
import TandemTestSupport
import Testing

/// Holds the bindings views hand out while evaluating, so tests can write through them.
@MainActor
final class BindingProbe {
    static var bindings: [String: Binding<Int>] = [:]
}

final class ParentModel: ObservableObject {
    @Published var generation = 0
    @Published var showFirst = true
    @Published var rowIDs: [Int] = [1, 2, 3]
    @Published var identity = 0
}

struct CounterView: View {
    let name: String
    @State private var count = 0

    var body: some View {
        BindingProbe.bindings[name] = $count
        return Text("\(name)=\(count)")
    }
}

struct StateHost: View {
    @ObservedObject var model: ParentModel

    var body: some View {
        VStack {
            Text("generation \(model.generation)")
            CounterView(name: "kept")
            if model.showFirst {
                CounterView(name: "branch")
            } else {
                CounterView(name: "branch")
            }
            CounterView(name: "identified").id(model.identity)
            ForEach(model.rowIDs, id: \.self) { id in
                CounterView(name: "row\(id)")
            }
        }
    }
}

final class Counted: ObservableObject {
    static var made = 0
    init() { Counted.made += 1 }
}

struct StateObjectView: View {
    @StateObject private var object = Counted()
    let generation: Int

    var body: some View { Text("\(generation)") }
}

@MainActor
@Suite struct StateTests {
    private func texts(_ controller: UIViewController) -> [String] {
        controller.view.labels.compactMap(\.text)
    }

    private func write(_ name: String, _ value: Int) throws {
        try #require(BindingProbe.bindings[name]).wrappedValue = value
    }

    @Test func stateSurvivesParentUpdatesAndResetsWhenIdentityChanges() throws {
        let model = ParentModel()
        let (controller, window) = host(StateHost(model: model))
        defer { window.isHidden = true }
        for name in ["kept", "branch", "identified", "row1", "row2", "row3"] { try write(name, 7) }
        CATransaction.flush()
        #expect(
            texts(controller) == ["generation 0", "kept=7", "branch=7", "identified=7", "row1=7", "row2=7", "row3=7"])

        // A parent update keeps every child's state.
        model.generation = 1
        CATransaction.flush()
        #expect(
            texts(controller) == ["generation 1", "kept=7", "branch=7", "identified=7", "row1=7", "row2=7", "row3=7"])

        // Switching branch is a new identity even for the same view type; so is a new `.id`.
        model.showFirst = false
        model.identity = 1
        CATransaction.flush()
        #expect(
            texts(controller) == ["generation 1", "kept=7", "branch=0", "identified=0", "row1=7", "row2=7", "row3=7"])
    }

    @Test func forEachRowsKeepTheirStateWithTheirIDs() throws {
        let model = ParentModel()
        let (controller, window) = host(StateHost(model: model))
        defer { window.isHidden = true }
        try write("row1", 1)
        try write("row2", 2)
        try write("row3", 3)
        CATransaction.flush()
        let labelsBefore = controller.view.labels

        // Move row 3 first, delete row 2, insert row 4.
        model.rowIDs = [3, 1, 4]
        CATransaction.flush()
        #expect(texts(controller).suffix(3) == ["row3=3", "row1=1", "row4=0"])
        // Moved rows keep their UIKit views; the removed row's label is gone.
        let labelsAfter = controller.view.labels
        #expect(labelsAfter.contains { $0 === labelsBefore[4] })
        #expect(labelsAfter.contains { $0 === labelsBefore[6] })
        #expect(!labelsAfter.contains { $0 === labelsBefore[5] })
        // Order on screen follows the data.
        let rows = labelsAfter.suffix(3).map { controller.view.frame(of: $0).minY }
        #expect(rows == rows.sorted())
    }

    @Test func rootViewReassignmentKeepsStateOfTheSameIdentity() throws {
        let (controller, window) = host(CounterView(name: "root"))
        defer { window.isHidden = true }
        try write("root", 5)
        CATransaction.flush()
        controller.rootView = CounterView(name: "root")
        controller.view.layoutIfNeeded()
        #expect(texts(controller) == ["root=5"])
    }

    @Test func stateObjectIsMadeOncePerIdentity() {
        Counted.made = 0
        let (controller, window) = host(StateObjectView(generation: 0))
        defer { window.isHidden = true }
        for generation in 1...5 {
            controller.rootView = StateObjectView(generation: generation)
            controller.view.layoutIfNeeded()
        }
        #expect(texts(controller) == ["5"])
        #expect(Counted.made == 1)
    }

    @Test func bindingsProjectThroughMembersAndWriteBack() {
        struct Point { var x = 1; var y = 2 }
        var stored = Point()
        let binding = Binding(get: { stored }, set: { stored = $0 })
        let x = binding.x
        x.wrappedValue = 10
        #expect(stored.x == 10)
        #expect(binding.y.wrappedValue == 2)
        let constant = Binding.constant(3)
        constant.wrappedValue = 4
        #expect(constant.wrappedValue == 3)
        let optional = Binding<Int?>(Binding(get: { stored.y }, set: { stored.y = $0 }))
        #expect(optional.wrappedValue == 2)
        let unwrapped = Binding(Binding<Int?>(get: { nil }, set: { _ in }))
        #expect(unwrapped == nil)
    }

    @Test func stateOutsideAGraphReportsAndKeepsItsInitialValue() {
        let state = State(initialValue: 3)
        let messages = diagnostics {
            state.wrappedValue = 4
        }
        #expect(state.wrappedValue == 3)
        #expect(messages.contains { $0.contains("outside of being installed on a View") })
    }
}

/// Rows whose ids the test sets, to repeat one.
final class RepeatedIDModel: ObservableObject {
    @Published var ids = [1, 2, 3]
}

struct RepeatedIDList: View {
    @ObservedObject var model: RepeatedIDModel

    var body: some View {
        VStack {
            ForEach(model.ids, id: \.self) { id in Text("row \(id)") }
        }
    }
}

@MainActor
@Suite struct RepeatedIDTests {
    /// A repeated id is reported once; each occurrence still gets a row of
    /// its own, also when the repeat appears after rows that kept their ids.
    @Test func aRepeatedForEachIDIsReportedAndEveryRowIsShown() {
        let model = RepeatedIDModel()
        var window: UIWindow?
        var controller: UIHostingController<RepeatedIDList>?
        let messages = diagnostics {
            (controller, window) = host(RepeatedIDList(model: model))
            #expect(controller?.view.labels.map(\.text) == ["row 1", "row 2", "row 3"])
            model.ids = [1, 2, 2, 3, 2]
            CATransaction.flush()
        }
        defer { window?.isHidden = true }
        #expect(controller?.view.labels.map(\.text) == ["row 1", "row 2", "row 2", "row 3", "row 2"])
        #expect(messages.filter { $0.contains("the ID 2 occurs multiple times") }.count == 1, "\(messages)")
        model.ids = [3, 1]
        CATransaction.flush()
        #expect(controller?.view.labels.map(\.text) == ["row 3", "row 1"])
    }
}
