import Foundation
import SwiftUI
import TandemUIKit
import Testing

/// The elements of `window`'s accessibility tree, in reading order.
@MainActor
private func elements(of window: UIWindow) -> [AccessibilityNode] {
    CATransaction.flush()
    return AccessibilityTree.snapshot(of: window).subtree.filter(\.isElement)
}

@MainActor
@Suite struct AccessibilityModifierTests {
    @Test func controlsAreTheElementsIOSMakesOfThem() throws {
        struct Screen: View {
            @State var on = true
            @State var level = 0.25
            @State var name = ""
            var body: some View {
                VStack {
                    Text("Title")
                    Button("Go") {}
                    Button {
                    } label: {
                        HStack {
                            Image(systemName: "star")
                            Text("Favorite")
                        }
                    }
                    Toggle("Wi-Fi", isOn: $on)
                    Slider(value: $level) { Text("Volume") }
                    TextField("Name", text: $name)
                    Image(decorative: "missing")
                    Link("Help", destination: URL(string: "https://example.com")!)
                    Label("Inbox", systemImage: "tray")
                }
            }
        }
        let (_, window) = host(Screen(), width: 320, height: 480)
        defer { window.isHidden = true }
        let found = elements(of: window)
        #expect(
            found.map(\.role) == [
                .staticText, .button, .button, .switchControl, .slider, .textField, .link, .staticText,
            ])
        #expect(found.map(\.label) == ["Title", "Go", "star, Favorite", "Wi-Fi", "Volume", "Name", "Help", "Inbox"])
        #expect(found.map(\.value) == [nil, nil, nil, "1", "25%", nil, nil, nil])
        #expect(found[5].placeholder == "Name")
        // A toggle is touched at its switch, not in the middle of its row.
        let toggle = found[3]
        let point = toggle.object.accessibilityActivationPoint
        #expect(point.x > toggle.frame.midX + 80)
        // Activating the toggle flips it, as a tap on the switch does.
        #expect(toggle.object.accessibilityActivate())
        #expect(elements(of: window)[3].value == "0")
    }

    @Test func modifiersSetTheAttributesOfTheElementTheyModify() {
        let view = VStack {
            Text("42").accessibilityLabel("Answer").accessibilityValue("forty-two").accessibilityHint("The answer")
                .accessibilityIdentifier("answer")
            Text("Section").accessibilityAddTraits(.isHeader)
            Button("Plain") {}.accessibilityRemoveTraits(.isButton)
            Text("Invisible").accessibilityHidden(true)
            Color.red.frame(width: 10, height: 10).accessibilityLabel("Red")
        }
        let (_, window) = host(view, width: 320, height: 480)
        defer { window.isHidden = true }
        let found = elements(of: window)
        #expect(found.map(\.label) == ["Answer", "Section", "Plain"])
        #expect(found[0].value == "forty-two" && found[0].hint == "The answer" && found[0].identifier == "answer")
        #expect(found[1].traits == [.staticText, .header])
        #expect(found[2].traits == [] && found[2].role == .other)
    }

    @Test func inputLabelsNameTheElementForVoiceControl() throws {
        // Hacking with Swift's AccessibilitySandbox: a button with spoken alternatives.
        let view = VStack {
            Button("John Fitzgerald Kennedy") {}.accessibilityInputLabels(["John Fitzgerald Kennedy", "Kennedy", "JFK"])
            Button("Plain") {}
        }
        let (_, window) = host(view, width: 320, height: 480)
        defer { window.isHidden = true }
        let found = elements(of: window)
        try #require(found.count == 2)
        #expect(found[0].object.accessibilityUserInputLabels == ["John Fitzgerald Kennedy", "Kennedy", "JFK"])
        #expect(found[1].object.accessibilityUserInputLabels == ["Plain"], "by default, the label")
        let label = UILabel()
        #expect(label.accessibilityUserInputLabels == [], "nothing to say without a label")
        label.accessibilityUserInputLabels = ["Total"]
        #expect(label.accessibilityUserInputLabels == ["Total"])
    }

    @Test func childBehaviorsCombineIgnoreAndContain() {
        let view = VStack {
            HStack {
                Text("Ada")
                Text("Lovelace")
            }
            .accessibilityElement(children: .combine)
            HStack {
                Text("Inside")
            }
            .accessibilityElement(children: .ignore)
            .accessibilityLabel("Replaced")
            VStack {
                Text("One")
                Text("Two")
            }
            .accessibilityElement(children: .contain)
            .accessibilityIdentifier("list")
        }
        let (_, window) = host(view, width: 320, height: 480)
        defer { window.isHidden = true }
        let tree = AccessibilityTree.snapshot(of: window)
        let found = tree.subtree.filter(\.isElement)
        #expect(found.map(\.label) == ["Ada, Lovelace", "Replaced", "One", "Two"])
        let container = tree.subtree.first { $0.identifier == "list" }
        #expect(container?.isElement == false)
        #expect(container?.children.map(\.label) == ["One", "Two"])
    }

    @Test func sortPriorityOrdersSiblingsAndActionsRun() {
        var log: [String] = []
        let view = VStack {
            Text("Second")
            Text("First").accessibilitySortPriority(1)
            Text("Card")
                .accessibilityAction { log.append("activate") }
                .accessibilityAction(named: "Delete") { log.append("delete") }
                .accessibilityAdjustableAction { log.append("\($0)") }
        }
        let (_, window) = host(view, width: 320, height: 480)
        defer { window.isHidden = true }
        let found = elements(of: window)
        #expect(found.map(\.label) == ["First", "Second", "Card"])
        let card = found[2]
        #expect(card.customActions == ["Delete"])
        #expect(card.traits.contains(.adjustable))
        #expect(card.object.accessibilityActivate())
        card.object.accessibilityIncrement()
        _ = card.object.accessibilityCustomActions?.first?.actionHandler?(card.object.accessibilityCustomActions![0])
        #expect(log == ["activate", "increment", "delete"])
    }

    @Test func aHostingViewsElementsAreInScreenCoordinates() throws {
        let view = VStack {
            Text("Top")
            Spacer()
        }
        let (_, window) = host(view, width: 200, height: 300)
        defer { window.isHidden = true }
        let top = try #require(elements(of: window).first)
        // The hosting view lists its content's elements, as on iOS.
        let hosted = try #require(window.rootViewController?.view.accessibilityElements as? [UIResponder])
        #expect(hosted.count == 1 && hosted[0].accessibilityLabel == "Top")
        #expect(window.rootViewController?.view.accessibilityElementCount() == 1)
        // The text's frame, converted to the screen through its views.
        let label = try #require(window.labels.first { $0.text == "Top" })
        #expect(top.frame == label.convert(label.bounds, to: nil))
        #expect(top.frame.minY >= 0 && top.frame.maxY < 100)
    }
}
