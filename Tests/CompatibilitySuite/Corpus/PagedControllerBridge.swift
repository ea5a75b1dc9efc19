import SwiftUI

// Written for this corpus in the idiom of udaypandey/SwiftUI-Examples,
// "WrappedViewController/WrappedViewController/Wrap/SimplePageViewController.swift" (no
// licence given; not copied): a UIViewControllerRepresentable around UIPageViewController
// with a Coordinator data source and @objc (needs UIKit).

struct PagedControllerBridge: UIViewControllerRepresentable {
    var colors: [UIColor] = [.red, .green, .blue]

    func makeUIViewController(context: Context) -> UIPageViewController {
        let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        pages.dataSource = context.coordinator
        return pages
    }

    func updateUIViewController(_ pages: UIPageViewController, context: Context) {
        let first = UIViewController()
        first.view.backgroundColor = colors[0]
        pages.setViewControllers([first], direction: .forward, animated: false)
    }

    func makeCoordinator() -> Coordinator { Coordinator() }

    final class Coordinator: NSObject, UIPageViewControllerDataSource {
        func pageViewController(_ pages: UIPageViewController, viewControllerBefore controller: UIViewController) -> UIViewController? { nil }
        func pageViewController(_ pages: UIPageViewController, viewControllerAfter controller: UIViewController) -> UIViewController? { nil }
        @objc func reload() {}
    }
}
