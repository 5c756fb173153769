import Foundation
import Observation
import SwiftUI
import Testing

// Swift 5 language mode: the SwiftUI API added for issue 35 written as iOS
// apps write it (no annotations Linux would need).

@available(iOS 17.0, *)
@Observable final class Swift5Settings {
    var volume = 0.5
}

struct Swift5ChatScreen: View {
    @State private var messages = ["Hi", "Hello", "How are you?"]
    @State private var volume = 0.25
    @GestureState private var dragOffset = CGSize.zero
    @GestureState(resetTransaction: Transaction(animation: .easeOut)) private var isPressing = false
    @Bindable var settings: Swift5Settings
    var loading = true

    var body: some View {
        VStack {
            ScrollViewReader { proxy in
                ScrollView {
                    ForEach(messages, id: \.self) { message in
                        Text(message).id(message)
                    }
                }
                .onChange(of: messages.count) { _ in
                    withAnimation { proxy.scrollTo(messages.last, anchor: .bottom) }
                }
                .onAppear { proxy.scrollTo(messages.last) }
            }
            RoundedRectangle(cornerRadius: 8)
                .offset(dragOffset)
                .gesture(
                    DragGesture(minimumDistance: 0, coordinateSpace: .named("screen"))
                        .updating($dragOffset) { value, state, transaction in
                            state = value.translation
                        }
                )
                .gesture(LongPressGesture().updating($isPressing) { current, state, _ in state = current })
            Slider(value: $volume, in: 0...1, minimumValueLabel: Text("0"), maximumValueLabel: Text("1")) {
                Text("Volume")
            }
            Slider(value: $settings.volume, in: 0...1, step: 0.1) {
                Text("Settings volume")
            } minimumValueLabel: {
                Image(systemName: "speaker")
            } maximumValueLabel: {
                Image(systemName: "speaker.wave.3")
            }
            Text("Loading…").redacted(reason: loading ? .placeholder : [])
            Text("Always shown").unredacted()
        }
        .coordinateSpace(name: "screen")
    }
}

struct Swift5FormScreen: View {
    @State private var birthday = Date()
    @State private var alarm = Date()
    @State private var color = Color.blue
    @State private var cgColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    @State private var showingSheet = false
    @State private var showingDialog = false

    var body: some View {
        Form {
            DatePicker("Birthday", selection: $birthday, in: ...Date(), displayedComponents: .date)
            DatePicker(selection: $alarm, in: Date()..., displayedComponents: [.hourAndMinute]) {
                Text("Alarm")
            }
            .datePickerStyle(WheelDatePickerStyle())
            DatePicker("Start", selection: $alarm).datePickerStyle(.graphical)
            ColorPicker("Color", selection: $color)
            ColorPicker("Stroke", selection: $cgColor, supportsOpacity: false)
            Menu("Options") {
                Button("Copy", action: {})
                Menu("More") {
                    Button(action: {}) { Label("Share", systemImage: "square.and.arrow.up") }
                }
            }
            Menu {
                Button("Rename", action: {})
            } label: {
                Image(systemName: "ellipsis.circle")
            } primaryAction: {
                showingSheet = true
            }
            Text("Long press me")
                .contextMenu {
                    Button("Pin", action: {})
                }
                .contextMenu(ContextMenu(menuItems: { Text("Old style") }))
        }
        .actionSheet(isPresented: $showingSheet) {
            ActionSheet(title: Text("Share"), message: nil, buttons: [.default(Text("Mail")), .cancel()])
        }
        .confirmationDialog("Delete?", isPresented: $showingDialog, titleVisibility: .visible) {
            Button("Delete", role: .destructive) {}
        } message: {
            Text("This cannot be undone.")
        }
    }
}

struct Swift5HeroScreen: View {
    @Namespace private var animation
    @State private var expanded = false
    @State private var flavor = "Vanilla"

    var body: some View {
        VStack {
            if expanded {
                RoundedRectangle(cornerRadius: 20)
                    .matchedGeometryEffect(id: "card", in: animation)
                    .frame(height: 300)
            } else {
                RoundedRectangle(cornerRadius: 10)
                    .matchedGeometryEffect(id: "card", in: animation, properties: .frame, anchor: .top, isSource: true)
                    .frame(width: 100, height: 100)
            }
            Picker("Flavor", selection: $flavor) {
                ForEach(["Vanilla", "Chocolate"], id: \.self) { Text($0) }
            }
            .pickerStyle(MenuPickerStyle())
            Picker("Flavor", selection: $flavor) {
                Text("Vanilla").tag("Vanilla")
            }
            .pickerStyle(WheelPickerStyle())
            Picker("Flavor", selection: $flavor) {
                Text("Vanilla").tag("Vanilla")
            }
            .pickerStyle(.inline)
        }
        .onTapGesture { withAnimation(.spring()) { expanded.toggle() } }
    }
}

@MainActor
@Suite struct NewSwiftUIAPISwift5Tests {
    @Test func theHeroScreenRendersInSwift5Mode() throws {
        let renderer = ImageRenderer(content: Swift5HeroScreen().frame(width: 390, height: 844))
        #expect(try #require(renderer.cgImage).height == 844)
    }

    @Test func theFormRendersInSwift5Mode() throws {
        let renderer = ImageRenderer(content: Swift5FormScreen().frame(width: 390, height: 844))
        #expect(try #require(renderer.cgImage).width == 390)
    }

    @Test func theScreenRendersInSwift5Mode() throws {
        let settings = Swift5Settings()
        let renderer = ImageRenderer(content: Swift5ChatScreen(settings: settings).frame(width: 320, height: 480))
        let image = try #require(renderer.cgImage)
        #expect(image.width == 320)
        volumeBinding(settings).wrappedValue = 0.75
        #expect(settings.volume == 0.75)
    }

    private func volumeBinding(_ settings: Swift5Settings) -> Binding<Double> {
        Bindable(settings).volume
    }
}
