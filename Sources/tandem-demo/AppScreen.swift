import Foundation
import SwiftUI
import UIKit

/// A small SwiftUI app on Tandem's containers: a tab bar; a library tab with
/// a navigation stack over a sectioned list (rows push a detail screen
/// whose toolbar button raises an alert); a settings tab with a form whose
/// button presents a half-height sheet.
struct Book: Identifiable, Hashable {
    let id: Int
    let title: String
    let author: String
    let shelf: String
}

final class LibraryModel: ObservableObject {
    @Published var books: [Book] = [
        Book(id: 1, title: "The Left Hand of Darkness", author: "Ursula K. Le Guin", shelf: "Reading"),
        Book(id: 2, title: "Kindred", author: "Octavia E. Butler", shelf: "Reading"),
        Book(id: 3, title: "Invisible Cities", author: "Italo Calvino", shelf: "Finished"),
        Book(id: 4, title: "The Dispossessed", author: "Ursula K. Le Guin", shelf: "Finished"),
        Book(id: 5, title: "Piranesi", author: "Susanna Clarke", shelf: "Finished"),
    ]
    /// Whether changes are printed (the window's scripted test reads them).
    var reportsChanges = false
    @Published var path: [Book] = [] {
        didSet { if reportsChanges, let book = path.last { report("opened \(book.title)") } }
    }
    @Published var showsAbout = false
    @Published var alertBook: Book?
    @Published var tab = 0 {
        didSet { if reportsChanges { report("tab \(tab)") } }
    }

    private func report(_ line: String) {
        print(line)
        fflush(stdout)
    }
}

struct LibraryTab: View {
    @ObservedObject var model: LibraryModel

    var body: some View {
        NavigationStack(path: $model.path) {
            List {
                ForEach(["Reading", "Finished"], id: \.self) { shelf in
                    Section(shelf) {
                        ForEach(model.books.filter { $0.shelf == shelf }) { book in
                            NavigationLink(value: book) {
                                VStack(alignment: .leading, spacing: 2) {
                                    Text(book.title)
                                    Text(book.author).font(.subheadline).foregroundColor(.secondary)
                                }
                            }
                        }
                        .onDelete { offsets in
                            let shelved = model.books.filter { $0.shelf == shelf }
                            let doomed = Set(offsets.map { shelved[$0].id })
                            model.books.removeAll { doomed.contains($0.id) }
                        }
                    }
                }
            }
            .navigationTitle("Library")
            .navigationDestination(for: Book.self) { book in
                BookDetail(book: book, model: model)
            }
        }
    }
}

struct BookDetail: View {
    let book: Book
    @ObservedObject var model: LibraryModel

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text(book.title).font(.title2.bold())
            Text("by \(book.author)").foregroundColor(.secondary)
            Spacer()
        }
        .padding()
        .navigationTitle("Book")
        .toolbar {
            ToolbarItem(placement: .navigationBarTrailing) {
                Button("Lend") { model.alertBook = book }
            }
        }
        .alert(
            "Lend \(book.title)?",
            isPresented: Binding(get: { model.alertBook != nil }, set: { if !$0 { model.alertBook = nil } })
        ) {
            Button("Lend") { model.alertBook = nil }
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("It will be due back in three weeks.")
        }
    }
}

struct SettingsTab: View {
    @ObservedObject var model: LibraryModel
    @State private var notifications = true

    var body: some View {
        NavigationStack {
            Form {
                Section(header: Text("Reminders")) {
                    Toggle("Due-date notifications", isOn: $notifications)
                }
                Section {
                    Button("About the library") { model.showsAbout = true }
                }
            }
            .navigationTitle("Settings")
            .sheet(isPresented: $model.showsAbout) {
                VStack(spacing: 12) {
                    Text("Tandem Library").font(.title2.bold())
                    Text("SwiftUI and UIKit, in tandem, on Linux.").foregroundColor(.secondary)
                }
                .padding()
                .presentationDetents([.medium])
            }
        }
    }
}

struct LibraryApp: View {
    @ObservedObject var model: LibraryModel

    var body: some View {
        TabView(selection: $model.tab) {
            LibraryTab(model: model)
                .tabItem { Label("Library", systemImage: "books.vertical") }
                .tag(0)
            SettingsTab(model: model)
                .tabItem { Label("Settings", systemImage: "gearshape") }
                .tag(1)
        }
    }
}

/// Renders the app's screens headless: the list, a pushed detail with its
/// alert, and the settings tab with its sheet, as PNG data by name.
@MainActor
enum AppScreen {
    static func makeWindow(model: LibraryModel) -> (UIWindow, UIHostingController<LibraryApp>) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 700))
        let host = UIHostingController(rootView: LibraryApp(model: model))
        window.rootViewController = host
        window.makeKeyAndVisible()
        CATransaction.flush()
        return (window, host)
    }

    static func render() -> [(String, Data)] {
        let model = LibraryModel()
        let (window, _) = makeWindow(model: model)
        var pages: [(String, Data)] = []
        func shoot(_ name: String) {
            CATransaction.flush()
            window.layoutIfNeeded()
            CATransaction.flush()
            if let data = window.tandemSnapshot().pngData() { pages.append((name, data)) }
        }
        shoot("app-library")
        model.path = [model.books[0]]
        shoot("app-detail")
        model.alertBook = model.books[0]
        shoot("app-alert")
        model.alertBook = nil
        CATransaction.flush()
        model.tab = 1
        shoot("app-settings")
        model.showsAbout = true
        shoot("app-sheet")
        window.isHidden = true
        return pages
    }
}

extension AppScreen {
    /// Where a scripted test can click in the app's window: the first row
    /// of the list and the Settings tab, in window points.
    static func clickTargets(in window: UIWindow) -> [String] {
        window.layoutIfNeeded()
        var lines: [String] = []
        var stack: [UIView] = [window]
        while let view = stack.popLast() {
            if let table = view as? UITableView, table.window != nil, lines.isEmpty {
                let row = table.convert(table.rectForRow(at: IndexPath(row: 0, section: 0)), to: window)
                lines.append("row at \(Int(row.midX)) \(Int(row.midY))")
            }
            stack.append(contentsOf: view.subviews)
        }
        if let bar = findTabBar(in: window) {
            let frame = bar.convert(bar.bounds, to: window)
            lines.append("settings tab at \(Int(frame.minX + frame.width * 0.75)) \(Int(frame.minY + 20))")
        }
        return lines
    }

    private static func findTabBar(in view: UIView) -> UITabBar? {
        if let bar = view as? UITabBar { return bar }
        for subview in view.subviews { if let bar = findTabBar(in: subview) { return bar } }
        return nil
    }
}
