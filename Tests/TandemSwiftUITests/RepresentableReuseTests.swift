import Foundation
import SwiftUI
import TandemTestSupport
import Testing

/// Records calls in order (one per test, so tests stay independent).
@MainActor
final class ReuseLog {
    var calls: [String] = []
    func count(_ prefix: String) -> Int { calls.filter { $0.hasPrefix(prefix) }.count }
}

final class ReuseCoordinator {
    let log: ReuseLog
    init(log: ReuseLog) { self.log = log }
}

struct ReusableRow: ReusableUIViewRepresentable {
    let id: Int
    let log: ReuseLog

    func makeCoordinator() -> ReuseCoordinator {
        log.calls.append("coordinator \(id)")
        return ReuseCoordinator(log: log)
    }

    func makeUIView(context: Context) -> UILabel {
        log.calls.append("make \(id)")
        return UILabel()
    }

    func resetUIView(_ uiView: UILabel, coordinator: ReuseCoordinator) {
        log.calls.append("reset \(id) (was \(uiView.text ?? ""))")
        uiView.text = nil
    }

    func updateUIView(_ uiView: UILabel, context: Context) {
        log.calls.append("update \(id)")
        uiView.text = "\(id)"
    }

    static func dismantleUIView(_ uiView: UILabel, coordinator: ReuseCoordinator) {
        coordinator.log.calls.append("dismantle \(uiView.text ?? "")")
    }
}

/// The same row without the reuse protocol.
struct PlainRow: UIViewRepresentable {
    let id: Int
    let log: ReuseLog

    func makeCoordinator() -> ReuseCoordinator { ReuseCoordinator(log: log) }

    func makeUIView(context: Context) -> UILabel {
        log.calls.append("make \(id)")
        return UILabel()
    }

    func updateUIView(_ uiView: UILabel, context: Context) {
        log.calls.append("update \(id)")
        uiView.text = "\(id)"
    }

    static func dismantleUIView(_ uiView: UILabel, coordinator: ReuseCoordinator) {
        coordinator.log.calls.append("dismantle \(uiView.text ?? "")")
    }
}

final class ContainerSwitch: ObservableObject {
    @Published var shown = true
}

struct LazyReuseHost: View {
    @ObservedObject var state: ContainerSwitch
    let log: ReuseLog
    let reusable: Bool

    var body: some View {
        if state.shown {
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<200, id: \.self) { index in
                        if reusable {
                            ReusableRow(id: index, log: log).frame(height: 50)
                        } else {
                            PlainRow(id: index, log: log).frame(height: 50)
                        }
                    }
                }
            }
        } else {
            Text("gone")
        }
    }
}

struct ListReuseHost: View {
    @ObservedObject var state: ContainerSwitch
    let log: ReuseLog

    var body: some View {
        if state.shown {
            List {
                ForEach(0..<200, id: \.self) { index in ReusableRow(id: index, log: log).frame(height: 50) }
            }
        } else {
            Text("gone")
        }
    }
}

@MainActor
struct RepresentableReuseTests {
    private func scroll(_ controller: UIViewController, to offset: CGFloat) throws {
        let scrollView = try #require(controller.view.allSubviews.first { $0 is UIScrollView } as? UIScrollView)
        scrollView.contentOffset = CGPoint(x: 0, y: offset)
        CATransaction.flush()
    }

    /// Checks that every reset is followed by its identity's update, with no make in between.
    private func expectResetsPrecedeUpdates(_ calls: [String]) {
        for (index, call) in calls.enumerated() where call.hasPrefix("reset ") {
            let id = call.dropFirst("reset ".count).prefix { $0 != " " }
            #expect(index + 1 < calls.count && calls[index + 1] == "update \(id)", "\(call) not followed by its update")
            #expect(!calls.contains("make \(id)"), "a reused identity was also made: \(id)")
        }
    }

    @Test("E40, E45: without the opt-in reuse protocol (iOS has none) rows are discarded and made again")
    func withoutTheProtocolRowsAreDiscardedAndMadeAgain() throws {
        let log = ReuseLog()
        let state = ContainerSwitch()
        let (controller, window) = host(LazyReuseHost(state: state, log: log, reusable: false), height: 300)
        defer { window.isHidden = true }
        let made = log.count("make ")
        #expect(made > 0 && made < 30)
        try scroll(controller, to: 5000)
        #expect(log.count("make ") > made)
        #expect(log.count("dismantle ") >= made)
        #expect(log.count("reset ") == 0)
    }

    @Test(
        "E40, E44: with it, a lazy stack reuses views, reset before update; when the container goes each is dismantled once"
    )
    func aLazyStackReusesViewsWithResetBeforeUpdate() throws {
        let log = ReuseLog()
        let state = ContainerSwitch()
        let trace = RepresentableTrace()
        let (controller, window) = host(
            LazyReuseHost(state: state, log: log, reusable: true).representableTrace(trace), height: 300)
        defer { window.isHidden = true }
        let made = log.count("make ")
        #expect(made > 0 && made < 30)
        #expect(log.count("coordinator ") == made)
        try scroll(controller, to: 5000)
        try scroll(controller, to: 9000)
        // New rows took the views the old ones left: no dismantle, and makes
        // only for the few more rows built away from the top (no rows above it there).
        let resets = log.count("reset ")
        #expect(resets >= made)
        #expect(log.count("make ") < made + 5)
        #expect(log.count("coordinator ") == log.count("make "))
        #expect(log.count("dismantle ") == 0)
        expectResetsPrecedeUpdates(log.calls)
        #expect(log.calls.contains { $0.hasPrefix("reset 1") && $0.contains("(was ") && !$0.hasSuffix("(was )") })
        #expect(!trace.events(.enqueuedForReuse).isEmpty)
        #expect(trace.events(.reset).allSatisfy { $0.causes == [.reused] })
        #expect(controller.view.labels.contains { $0.text == "180" })

        // The container goes: each view is dismantled once, and none is reused again.
        let views = log.count("make ")
        state.shown = false
        controller.view.layoutIfNeeded()
        #expect(log.count("dismantle ") == views)
        let dismantled = log.calls.filter { $0.hasPrefix("dismantle ") }
        #expect(Set(dismantled).count == dismantled.count)
        #expect(log.count("reset ") == resets)
    }

    @Test("E44: a List recycles its rows' views too")
    func aListReusesViewsAndDismantlesThemWhenItGoes() throws {
        let log = ReuseLog()
        let state = ContainerSwitch()
        let (controller, window) = host(ListReuseHost(state: state, log: log), height: 300)
        defer { window.isHidden = true }
        let made = log.count("make ")
        #expect(made > 0)
        try scroll(controller, to: 3000)
        try scroll(controller, to: 6000)
        #expect(log.count("reset ") > 0)
        expectResetsPrecedeUpdates(log.calls)
        #expect(log.count("make ") < made + 10)
        state.shown = false
        controller.view.layoutIfNeeded()
        CATransaction.flush()
        let dismantled = log.calls.filter { $0.hasPrefix("dismantle ") }
        #expect(Set(dismantled).count == dismantled.count)
    }
}
