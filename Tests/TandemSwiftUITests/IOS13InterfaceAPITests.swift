import Foundation
import SwiftUI
import TandemTestSupport
import Testing

/// Reads environment values into a log at each body.
private final class InterfaceLog: ObservableObject {
    var entries: [String] = []
}

private struct InterfaceProbe: View {
    let log: InterfaceLog
    @Environment(\.horizontalSizeClass) private var horizontal
    @Environment(\.verticalSizeClass) private var vertical
    @Environment(\.sizeCategory) private var sizeCategory
    @Environment(\.pixelLength) private var pixelLength
    @Environment(\.colorSchemeContrast) private var contrast
    @Environment(\.legibilityWeight) private var weight

    var body: some View {
        log.entries.append(
            "\(horizontal.map { "\($0)" } ?? "nil") \(vertical.map { "\($0)" } ?? "nil") \(sizeCategory) \(pixelLength) \(contrast) \(weight.map { "\($0)" } ?? "nil")"
        )
        return Text("Probe")
    }
}

/// A screen pushed by a link, dismissing itself through `presentationMode`.
private struct PresentationScreen: View {
    @Environment(\.presentationMode) private var presentationMode
    let log: InterfaceLog

    var body: some View {
        VStack {
            Text(presentationMode.wrappedValue.isPresented ? "Presented" : "Root")
            Button("Close") { presentationMode.wrappedValue.dismiss() }
        }
    }
}

/// The iOS 13 names of SwiftUI's interface: size classes, the content size
/// category, presentation mode, navigation bar items and visibility, the
/// navigation view styles, and text fields' input traits.
@MainActor
@Suite struct IOS13InterfaceAPITests {
    @Test func sizeClassesAndTheSizeCategoryComeFromTheWindowsTraits() {
        let log = InterfaceLog()
        let (_, phone) = host(InterfaceProbe(log: log), width: 390, height: 844)
        #expect(log.entries.last == "compact regular large 1.0 standard regular")
        phone.isHidden = true
        let (_, pad) = host(InterfaceProbe(log: log), width: 1024, height: 768)
        #expect(log.entries.last == "regular regular large 1.0 standard regular")
        pad.isHidden = true
        // The category is dynamicTypeSize by its iOS 13 name, both ways.
        var values = EnvironmentValues()
        values.sizeCategory = .accessibilityLarge
        #expect(values.dynamicTypeSize == .accessibility2 && values.sizeCategory.isAccessibilityCategory)
        values.dynamicTypeSize = .xSmall
        #expect(values.sizeCategory == .extraSmall && !values.sizeCategory.isAccessibilityCategory)
        #expect(ContentSizeCategory.allCases.count == DynamicTypeSize.allCases.count)
    }

    @Test func presentationModeKnowsItsScreenIsPushedAndDismissesIt() throws {
        let log = InterfaceLog()
        let (hosting, window) = host(
            NavigationView {
                VStack {
                    PresentationScreen(log: log)
                    NavigationLink("Next") { PresentationScreen(log: log) }
                }
            })
        defer { window.isHidden = true }
        let navigation = try #require(hosting.children.first as? UINavigationController)
        #expect(window.label("Root") != nil, "the root screen is not presented")
        // Dismissing the root does nothing.
        window.synthesizeTap(at: try #require(window.centerOfLabel("Close")))
        TandemAnimationClock.finishAnimations()
        #expect(navigation.viewControllers.count == 1)
        window.synthesizeTap(at: try #require(window.centerOfLabel("Next")), time: 5)
        TandemAnimationClock.finishAnimations()
        CATransaction.flush()
        #expect(navigation.viewControllers.count == 2 && window.label("Presented") != nil)
        window.synthesizeTap(at: try #require(window.centerOfLabel("Close")), time: 10)
        TandemAnimationClock.finishAnimations()
        CATransaction.flush()
        #expect(navigation.viewControllers.count == 1)
    }

    @Test func navigationBarItemsAndHiddenBar() throws {
        var taps = 0
        let (hosting, window) = host(
            NavigationView {
                Text("Content")
                    .navigationBarItems(leading: Button("Edit") {}, trailing: Button("Add") { taps += 1 })
                    .navigationBarTitle("Items")
            })
        defer { window.isHidden = true }
        let navigation = try #require(hosting.children.first as? UINavigationController)
        let item = try #require(navigation.topViewController?.navigationItem)
        #expect(item.leftBarButtonItems?.count == 1 && item.rightBarButtonItems?.count == 1)
        window.synthesizeTap(at: try #require(window.centerOfLabel("Add")))
        #expect(taps == 1)
        #expect(!navigation.isNavigationBarHidden)

        let (hidden, hiddenWindow) = host(NavigationView { Text("Bare").navigationBarHidden(true) })
        defer { hiddenWindow.isHidden = true }
        let bare = try #require(hidden.children.first as? UINavigationController)
        #expect(bare.isNavigationBarHidden)
        // Without the bar the content's safe area starts at the top.
        #expect(bare.topViewController?.view.safeAreaInsets.top == 0)
    }

    @Test func navigationViewStylesAreAcceptedAndShowOneStack() throws {
        for style in [0, 1, 2] {
            let root = NavigationView { Text("Styled") }
            let (hosting, window) =
                switch style {
                case 0: host(AnyView(root.navigationViewStyle(StackNavigationViewStyle())))
                case 1: host(AnyView(root.navigationViewStyle(DoubleColumnNavigationViewStyle())))
                default: host(AnyView(root.navigationViewStyle(DefaultNavigationViewStyle())))
                }
            defer { window.isHidden = true }
            #expect(hosting.children.first is UINavigationController && window.label("Styled") != nil)
        }
    }

    @Test func textFieldsTakeTheirInputTraitsFromTheEnvironment() throws {
        struct Fields: View {
            @State var text = ""
            var body: some View {
                VStack {
                    TextField("Email", text: $text)
                    TextEditor(text: $text).frame(height: 100)
                }
                .keyboardType(.emailAddress)
                .autocapitalization(.none)
                .disableAutocorrection(true)
            }
        }
        let (hosting, window) = host(Fields())
        defer { window.isHidden = true }
        let field = try #require(hosting.view.allSubviews.compactMap { $0 as? UITextField }.first)
        #expect(field.keyboardType == .emailAddress)
        #expect(field.autocapitalizationType == .none)
        #expect(field.autocorrectionType == .no)
        let editor = try #require(hosting.view.allSubviews.compactMap { $0 as? UITextView }.first)
        #expect(editor.keyboardType == .emailAddress && editor.autocapitalizationType == .none)
        #expect(editor.autocorrectionType == .no)
    }

    @Test func aRowCanRefuseDeletionAndMoving() throws {
        struct Rows: View {
            @State var names = ["A", "B", "C"]
            var body: some View {
                List {
                    ForEach(names, id: \.self) { name in
                        Text(name).deleteDisabled(name == "B").moveDisabled(name == "C")
                    }
                    .onDelete { names.remove(atOffsets: $0) }
                    .onMove { names.move(fromOffsets: $0, toOffset: $1) }
                }
            }
        }
        let (hosting, window) = host(Rows())
        defer { window.isHidden = true }
        let table = try #require(hosting.view.allSubviews.compactMap { $0 as? UITableView }.first)
        let source = try #require(table.dataSource)
        let path = { (row: Int) in IndexPath(row: row, section: 0) }
        #expect(source.tableView(table, canEditRowAt: path(0)) && !source.tableView(table, canEditRowAt: path(1)))
        #expect(source.tableView(table, canMoveRowAt: path(1)) && !source.tableView(table, canMoveRowAt: path(2)))
    }
}
