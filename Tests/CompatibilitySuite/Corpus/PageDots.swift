import SwiftUI
import UIKit

// Written for this suite in the idiom of takoikatakotako/SwiftUI-Knocks,
// "Articles/2024-01-03/PageControl.swift" (no licence given, not copied): a
// UIViewRepresentable wrapping UIPageControl, with a Coordinator whose @objc target action
// writes the page back through a Binding, used under a paged TabView.

struct PageDots: UIViewRepresentable {
    var pageCount: Int
    @Binding var page: Int

    func makeCoordinator() -> Coordinator {
        Coordinator(page: $page)
    }

    func makeUIView(context: Context) -> UIPageControl {
        let control = UIPageControl()
        control.numberOfPages = pageCount
        control.currentPageIndicatorTintColor = .label
        control.pageIndicatorTintColor = .tertiaryLabel
        control.addTarget(
            context.coordinator,
            action: #selector(Coordinator.pageChanged(_:)),
            for: .valueChanged
        )
        return control
    }

    func updateUIView(_ control: UIPageControl, context: Context) {
        control.numberOfPages = pageCount
        control.currentPage = page
    }

    final class Coordinator: NSObject {
        var page: Binding<Int>

        init(page: Binding<Int>) {
            self.page = page
        }

        @objc func pageChanged(_ sender: UIPageControl) {
            page.wrappedValue = sender.currentPage
        }
    }
}

struct PhotoPager: View {
    let colors: [Color] = [.red, .orange, .teal]
    @State private var page = 0

    var body: some View {
        VStack {
            TabView(selection: $page) {
                ForEach(colors.indices, id: \.self) { index in
                    colors[index]
                        .overlay(Text("Page \(index + 1)").font(.title))
                        .tag(index)
                }
            }
            .tabViewStyle(.page(indexDisplayMode: .never))
            PageDots(pageCount: colors.count, page: $page)
        }
    }
}
