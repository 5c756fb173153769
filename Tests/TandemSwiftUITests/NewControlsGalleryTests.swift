import Foundation
import SwiftUI
import TandemTestSupport
import TandemUIKit
import Testing

/// Renders the controls added for issue 35 to PNGs in
/// `$TANDEM_GALLERY_PNG_DIR`, when it is set, to compare with iOS by eye;
/// it checks only that each renders.
@MainActor
@Suite struct NewControlsGalleryTests {
    struct Gallery: View {
        @State var date = DatePickerTests.day
        @State var volume = 0.4
        @State var color = Color.orange
        var body: some View {
            VStack(alignment: .leading, spacing: 16) {
                Slider(value: $volume, in: 0...1) {
                    Text("Volume")
                } minimumValueLabel: {
                    Image(systemName: "speaker.fill")
                } maximumValueLabel: {
                    Image(systemName: "speaker.wave.3.fill")
                }
                DatePicker("Start", selection: $date)
                DatePicker("Day", selection: $date, displayedComponents: .date).datePickerStyle(.graphical)
                DatePicker("Wheel", selection: $date, displayedComponents: .date).datePickerStyle(.wheel)
                ColorPicker("Tint", selection: $color)
                HStack {
                    Menu("Actions") { Button("Copy") {} }
                    Spacer()
                }
                VStack(alignment: .leading, spacing: 4) {
                    Text("Silver Salmon Creek").font(.headline)
                    Text("Lake Clark National Park and Preserve")
                }
                .redacted(reason: .placeholder)
            }
            .padding()
            .environment(\.locale, Locale(identifier: "en_US"))
        }
    }

    struct FormGallery: View {
        @State var date = DatePickerTests.day
        @State var volume = 0.4
        @State var color = Color.purple
        var body: some View {
            Form {
                Section(header: Text("Event")) {
                    DatePicker("Starts", selection: $date)
                    DatePicker("Day", selection: $date, displayedComponents: .date)
                    ColorPicker("Calendar color", selection: $color)
                }
                Section {
                    Slider(value: $volume, in: 0...1, minimumValueLabel: Text("0"), maximumValueLabel: Text("100")) {
                        Text("Volume")
                    }
                    Menu("Repeat") { Button("Never") {} }
                }
            }
            .environment(\.locale, Locale(identifier: "en_US"))
        }
    }

    @Test func formGalleryRenders() throws {
        let (controller, window) = host(FormGallery(), width: 390, height: 500)
        defer { window.isHidden = true }
        let image = UIGraphicsImageRenderer(bounds: controller.view.bounds).image { _ in
            controller.view.drawHierarchy(in: controller.view.bounds, afterScreenUpdates: true)
        }
        #expect(image.size.width == 390)
        if let folder = ProcessInfo.processInfo.environment["TANDEM_GALLERY_PNG_DIR"], let data = image.pngData() {
            try data.write(to: URL(fileURLWithPath: folder).appendingPathComponent("issue35-form.png"))
        }
    }

    @Test func galleryRenders() throws {
        let renderer = ImageRenderer(content: Gallery().frame(width: 390).background(Color.white))
        renderer.scale = 2
        let image = try #require(renderer.uiImage)
        #expect(image.size.width == 390)
        if let folder = ProcessInfo.processInfo.environment["TANDEM_GALLERY_PNG_DIR"], let data = image.pngData() {
            try data.write(to: URL(fileURLWithPath: folder).appendingPathComponent("issue35-controls.png"))
        }
    }
}
