import Foundation
import Observation
import SwiftUI
import TandemTestSupport
import TandemUIKit
import Testing

@Observable final class BindableModel {
    var name = "Ann"
    var count = 1
}

/// Keeps a binding a body made, for the test to write through.
@MainActor final class BindingHolder<Value> {
    var binding: Binding<Value>?
}

/// `@Bindable` makes bindings to an `@Observable` object's properties.
@MainActor
@Suite struct BindableTests {
    struct Editor: View {
        @Bindable var model: BindableModel
        let holder: BindingHolder<String>
        var body: some View {
            holder.binding = $model.name
            return VStack {
                Text("Name: \(model.name)")
                Stepper("Count \(model.count)", value: $model.count)
            }
        }
    }

    @Test func aBindingWritesTheObjectAndTheReadersUpdate() throws {
        let model = BindableModel()
        let holder = BindingHolder<String>()
        let (controller, window) = host(Editor(model: model, holder: holder), width: 300, height: 200)
        defer { window.isHidden = true }
        #expect(controller.view.labels.contains { $0.text == "Name: Ann" })
        let binding = try #require(holder.binding)
        #expect(binding.wrappedValue == "Ann")
        binding.wrappedValue = "Bob"
        #expect(model.name == "Bob")
        controller.view.layoutIfNeeded()
        #expect(controller.view.labels.contains { $0.text == "Name: Bob" })
    }

    @Test func localAndDirectForms() {
        let model = BindableModel()
        @Bindable var local = model
        $local.count.wrappedValue = 5
        #expect(model.count == 5)
        Bindable(model).name.wrappedValue = "Cy"
        #expect(model.name == "Cy")
        let projected = Bindable(projectedValue: $local)
        #expect(projected.wrappedValue === model)
    }
}
