import CoreGraphics
import Foundation
import UIKit

// The Tandem demo. With a display server (and without
// TANDEM_DISPLAY=headless): the controls screen in a window, as an
// application. Otherwise: a UIKit event screen (light and dark), the
// controls screen, a SwiftUI screen (seed 001's circle hosted in UIKit next
// to a SwiftUI form), a SwiftUI app on tabs, a navigation stack, a list, an
// alert and a sheet, the five seed programs of Examples/ (seed-000.png ...;
// TANDEM_DEMO_SCREEN=seeds opens their chooser in a window), and a
// TandemGraphics showcase, rendered headless to PNG
// files in the folder given as the first argument (default
// `tandem-demo-output`), whose path is printed on stdout.

let environment = ProcessInfo.processInfo.environment
if environment["TANDEM_DISPLAY"] != "headless", environment["DISPLAY"] != nil || environment["WAYLAND_DISPLAY"] != nil {
    _ = UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, String(reflecting: DemoAppDelegate.self))
}

let folder = URL(
    fileURLWithPath: CommandLine.arguments.dropFirst().first ?? "tandem-demo-output",
    relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
do {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for page in GraphicsShowcase.pages {
        let image = GraphicsShowcase.render(page)
        guard let data = image.pngData() else { throw ShowcaseError(message: "could not encode \(page.name)") }
        try data.write(to: folder.appendingPathComponent("\(page.name).png"))
    }
    for dark in [false, true] {
        // Top-level code calling UIKit directly, as Swift 5 code may.
        guard let data = EventScreen.render(dark: dark) else {
            throw ShowcaseError(message: "could not render the event screen")
        }
        try data.write(to: folder.appendingPathComponent(dark ? "event-screen-dark.png" : "event-screen.png"))
    }
    for (name, data) in MainActor.assumeIsolated({ AppScreen.render() }) {
        try data.write(to: folder.appendingPathComponent("\(name).png"))
    }
    for program in SeedProgram.all {
        guard let data = program.render() else {
            throw ShowcaseError(message: "could not render seed \(program.number)")
        }
        try data.write(to: folder.appendingPathComponent("seed-\(program.number).png"))
    }
    guard let swiftUI = SwiftUIScreenController.render() else {
        throw ShowcaseError(message: "could not render the SwiftUI screen")
    }
    try swiftUI.write(to: folder.appendingPathComponent("swiftui-screen.png"))
    let controls = ControlsViewController()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
    window.rootViewController = UINavigationController(rootViewController: controls)
    window.makeKeyAndVisible()
    controls.sliders[0].value = 0.8
    controls.sliderChanged()
    guard let data = window.tandemSnapshot().pngData() else {
        throw ShowcaseError(message: "could not render the controls")
    }
    try data.write(to: folder.appendingPathComponent("controls-screen.png"))
    controls.onScore = { _ in }
    controls.hit()
    guard let alert = window.tandemSnapshot().pngData() else {
        throw ShowcaseError(message: "could not render the alert")
    }
    try alert.write(to: folder.appendingPathComponent("controls-alert.png"))
    print(folder.standardizedFileURL.path)
} catch {
    FileHandle.standardError.write(Data("tandem-demo: \(error)\n".utf8))
    exit(1)
}

struct ShowcaseError: Error {
    let message: String
}
