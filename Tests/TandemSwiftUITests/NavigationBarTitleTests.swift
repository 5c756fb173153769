import Foundation
import SwiftUI
import Testing

/// iOS 13's `navigationBarTitle` forms set the screen's title and display
/// mode as `navigationTitle` does; the stepped, labeled slider snaps and is
/// named by its label; `previewDevice` leaves the view as it is; a bound
/// title shows the binding's value.
@MainActor
@Suite struct NavigationBarTitleTests {
    private struct Screen: View {
        var body: some View {
            NavigationStack {
                Text("Body").navigationBarTitle("Landmarks", displayMode: .inline)
            }
        }
    }

    @Test func navigationBarTitleSetsTheTitleAndDisplayMode() throws {
        let (hosting, window) = host(Screen())
        defer { window.isHidden = true }
        let navigation = try #require(hosting.children.first as? UINavigationController)
        let item = try #require(navigation.topViewController?.navigationItem)
        #expect(item.title == "Landmarks")
        #expect(item.largeTitleDisplayMode == .never)
        #expect(navigation.navigationBar.labels.contains { $0.text == "Landmarks" })
    }

    @Test func theTextFormSetsTheTitleToo() throws {
        let (hosting, window) = host(NavigationStack { Text("Body").navigationBarTitle(Text("Plain")) })
        defer { window.isHidden = true }
        let navigation = try #require(hosting.children.first as? UINavigationController)
        #expect(navigation.topViewController?.navigationItem.title == "Plain")
    }

    final class Document: ObservableObject {
        @Published var name = "Untitled"
    }

    private struct Renamable: View {
        @ObservedObject var document: Document
        var body: some View {
            NavigationStack { Text("Body").navigationTitle($document.name) }
        }
    }

    @Test func aBoundTitleShowsTheBindingsValue() throws {
        let document = Document()
        let (hosting, window) = host(Renamable(document: document))
        defer { window.isHidden = true }
        let navigation = try #require(hosting.children.first as? UINavigationController)
        #expect(navigation.topViewController?.navigationItem.title == "Untitled")
        document.name = "Chapter 1"
        CATransaction.flush()
        #expect(navigation.topViewController?.navigationItem.title == "Chapter 1")
        #expect(navigation.navigationBar.labels.contains { $0.text == "Chapter 1" })
    }

    private struct Stepped: View {
        @State var value = 2.0
        var body: some View {
            VStack {
                Slider(value: $value, in: 0...10, step: 2) { Text("Volume") }
                Text("value \(value, specifier: "%.1f")")
            }
            .frame(width: 300)
            .previewDevice("iPhone 15 Pro")
        }
    }

    @Test func aSteppedLabeledSliderSnapsAndIsNamed() throws {
        let (controller, window) = host(Stepped())
        defer { window.isHidden = true }
        let slider = try #require(controller.view.allSubviews.first { $0 is UISlider } as? UISlider)
        #expect(slider.accessibilityLabel == "Volume")
        #expect(slider.value == 2)
        // Dragging to 43% of the slider lands on a step near 4.
        let frame = slider.convert(slider.bounds, to: nil)
        let thumb = slider.convert(
            slider.thumbRect(forBounds: slider.bounds, trackRect: slider.trackRect(forBounds: slider.bounds), value: 2),
            to: nil)
        let start = CGPoint(x: thumb.midX, y: thumb.midY)
        window.synthesizeDrag(
            from: start,
            by: UIWindow.straightOffsets(
                from: start, to: CGPoint(x: frame.minX + frame.width * 0.43, y: thumb.midY), steps: 8))
        CATransaction.flush()
        #expect(slider.value == 4)
        #expect(controller.view.labels.last?.text == "value 4.0")
    }
}
