import Testing

@testable import TandemUIKit

/// An action's identifier is unique unless given, stays the same once read,
/// and decides which action a new one with the same identifier replaces.
@MainActor
@Suite struct UIActionTests {
    @Test func actionsWithoutIdentifiersAreAllKept() {
        let control = UIControl()
        var runs: [String] = []
        control.addAction(UIAction { _ in runs.append("a") }, for: .touchUpInside)
        control.addAction(UIAction { _ in runs.append("b") }, for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        #expect(runs == ["a", "b"])
    }

    @Test func anIdentifierIsUniqueAndStaysTheSame() {
        let first = UIAction { _ in }, second = UIAction { _ in }
        #expect(first.identifier == first.identifier)
        #expect(first.identifier != second.identifier)
        #expect(UIAction(identifier: .init("given")) { _ in }.identifier.rawValue == "given")
    }

    @Test func theSameIdentifierReplacesAndRemoves() {
        let control = UIControl()
        var runs: [String] = []
        control.addAction(UIAction(identifier: .init("save")) { _ in runs.append("old") }, for: .touchUpInside)
        control.addAction(UIAction(identifier: .init("save")) { _ in runs.append("new") }, for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        #expect(runs == ["new"])

        // An identifier read from an action made without one is that action's too.
        let made = UIAction { _ in runs.append("made") }
        control.addAction(made, for: .touchUpInside)
        control.addAction(
            UIAction(identifier: made.identifier) { _ in runs.append("replacement") }, for: .touchUpInside)
        runs = []
        control.sendActions(for: .touchUpInside)
        #expect(runs == ["new", "replacement"])

        control.removeAction(identifiedBy: made.identifier, for: .touchUpInside)
        control.removeAction(identifiedBy: .init("save"), for: .touchUpInside)
        runs = []
        control.sendActions(for: .touchUpInside)
        #expect(runs.isEmpty)
    }

    @Test func anActionAddedTwiceIsKeptOnce() {
        let control = UIControl()
        var runs = 0
        let action = UIAction { _ in runs += 1 }
        control.addAction(action, for: .touchUpInside)
        control.addAction(action, for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        #expect(runs == 1)
        control.removeAction(action, for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        #expect(runs == 1)
    }
}
