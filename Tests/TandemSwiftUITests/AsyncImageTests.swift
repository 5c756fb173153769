import Foundation
import SwiftUI
import TandemTestSupport
import Testing

/// `AsyncImage`: the phases a load goes through, for files that exist,
/// are missing or are not images; a URL that changes; and the three
/// initializers' views.
@MainActor
@Suite struct AsyncImageTests {
    /// A PNG file of `size` points in `color`, at `scale` pixels per point.
    private static func pngFile(_ size: CGSize, _ color: UIColor, scale: CGFloat = 1) throws -> URL {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        let image = UIGraphicsImageRenderer(size: size, format: format).image { context in
            color.setFill()
            context.fill(CGRect(origin: .zero, size: size))
        }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("async-image-\(UUID()).png")
        try #require(image.pngData()).write(to: url)
        return url
    }

    private final class Model: ObservableObject {
        @Published var url: URL?
        init(_ url: URL?) { self.url = url }
    }

    /// Shows the phase's name, or the image.
    private struct Phases: View {
        @ObservedObject var model: Model

        var body: some View {
            AsyncImage(url: model.url) { phase in
                switch phase {
                case .empty: Text("empty")
                case .success(let image): image
                case .failure(let error): Text("failed: \((error as? URLError)?.code.rawValue ?? 0)")
                }
            }
        }
    }

    /// The image views showing an image under `view`.
    private func images(in view: UIView) -> [UIImageView] {
        view.allSubviews.compactMap { $0 as? UIImageView }.filter { $0.image != nil }
    }

    /// Lets the loads run until `done` holds (at most two seconds).
    private func wait(until done: () -> Bool) async throws {
        for _ in 0..<400 where !done() {
            try await Task.sleep(nanoseconds: 5_000_000)
            CATransaction.flush()
        }
    }

    @Test func aFileLoadsFromEmptyToItsImage() async throws {
        let url = try Self.pngFile(CGSize(width: 30, height: 20), .systemRed)
        let (controller, window) = host(Phases(model: Model(url)))
        defer { window.isHidden = true }
        #expect(controller.view.labels.compactMap(\.text) == ["empty"])
        try await wait { !images(in: controller.view).isEmpty }
        let shown = try #require(images(in: controller.view).first)
        #expect(controller.view.frame(of: shown).size == CGSize(width: 30, height: 20))
        #expect(controller.view.labels.isEmpty)
    }

    @Test func aMissingFileOrOneThatIsNotAnImageFails() async throws {
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("no-such-\(UUID()).png")
        let text = FileManager.default.temporaryDirectory.appendingPathComponent("not-an-image-\(UUID()).png")
        try Data("hello".utf8).write(to: text)
        let (first, firstWindow) = host(Phases(model: Model(missing)))
        defer { firstWindow.isHidden = true }
        let (second, secondWindow) = host(Phases(model: Model(text)))
        defer { secondWindow.isHidden = true }
        try await wait {
            first.view.labels.first?.text != "empty" && second.view.labels.first?.text != "empty"
        }
        #expect(first.view.labels.compactMap(\.text) == ["failed: \(URLError.Code.fileDoesNotExist.rawValue)"])
        #expect(second.view.labels.compactMap(\.text) == ["failed: \(URLError.Code.cannotDecodeContentData.rawValue)"])
    }

    @Test func noURLStaysEmptyAndANewURLStartsAgain() async throws {
        let model = Model(nil)
        let (controller, window) = host(Phases(model: model))
        defer { window.isHidden = true }
        try await Task.sleep(nanoseconds: 50_000_000)
        CATransaction.flush()
        #expect(controller.view.labels.compactMap(\.text) == ["empty"])
        model.url = try Self.pngFile(CGSize(width: 10, height: 10), .systemBlue)
        CATransaction.flush()
        try await wait { !images(in: controller.view).isEmpty }
        #expect(images(in: controller.view).count == 1)
        // Another URL shows the empty phase until its image loads.
        model.url = try Self.pngFile(CGSize(width: 40, height: 8), .systemGreen, scale: 2)
        CATransaction.flush()
        #expect(controller.view.labels.compactMap(\.text) == ["empty"])
        try await wait { !images(in: controller.view).isEmpty }
        // The file is 80×16 pixels (40×8 points drawn at 2 pixels per point):
        // at the default scale of 1, 80×16 points.
        let shown = try #require(images(in: controller.view).first)
        #expect(controller.view.frame(of: shown).size == CGSize(width: 80, height: 16))
    }

    @Test func thePlainAndPlaceholderInitializersShowTheirViews() async throws {
        let url = try Self.pngFile(CGSize(width: 30, height: 20), .systemRed)
        let (controller, window) = host(
            VStack {
                AsyncImage(url: url).frame(width: 100, height: 50)
                AsyncImage(url: url, scale: 2).frame(width: 100, height: 50)
                AsyncImage(url: url) { image in
                    image.resizable()
                } placeholder: {
                    ProgressView()
                }
                .frame(width: 100, height: 50)
            })
        defer { window.isHidden = true }
        // Before the loads: the default placeholder fills its frame in gray; the app's is a spinner.
        #expect(images(in: controller.view).isEmpty)
        let snapshot = UIGraphicsImageRenderer(bounds: window.bounds).image { _ in
            window.drawHierarchy(in: window.bounds, afterScreenUpdates: true)
        }
        let scale = window.traitCollection.displayScale
        let corner = window.convert(
            CGPoint(x: 3, y: 3),
            from: controller.view.allSubviews.first { $0.bounds.size == CGSize(width: 100, height: 50) })
        let pixel = snapshot.pixel(Int(corner.x * scale), Int(corner.y * scale))
        #expect(pixel.r < 250 && pixel.r == pixel.g && pixel.g < pixel.b + 3, "\(pixel)")
        #expect(controller.view.allSubviews.contains { $0 is UIActivityIndicatorView })
        try await wait { images(in: controller.view).count == 3 }
        let sizes = images(in: controller.view).map { controller.view.frame(of: $0).size }
        #expect(
            sizes == [CGSize(width: 30, height: 20), CGSize(width: 15, height: 10), CGSize(width: 100, height: 50)])
        #expect(!controller.view.allSubviews.contains { $0 is UIActivityIndicatorView })
    }
}
