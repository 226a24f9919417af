//
//  KitchenTimerViewController.swift
//  Larder
//

import UIKit

/// A countdown for one cooking step. A plain screen: it has no presenter or router and navigates nowhere.
final class KitchenTimerViewController: UIViewController {

    private let minutes: Int
    private var remaining: TimeInterval
    private var timer: Timer?
    private let label = UILabel()

    init(minutes: Int) {
        self.minutes = minutes
        self.remaining = TimeInterval(minutes * 60)
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        label.font = .monospacedDigitSystemFont(ofSize: 64, weight: .semibold)
        label.textAlignment = .center
        label.frame = view.bounds
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(label)
        render()
        timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in self?.tick() }
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        timer?.invalidate()
    }

    private func tick() {
        remaining = max(0, remaining - 1)
        render()
        if remaining == 0 {
            timer?.invalidate()
            UINotificationFeedbackGenerator().notificationOccurred(.success)
        }
    }

    private func render() {
        label.text = String(format: "%02d:%02d", Int(remaining) / 60, Int(remaining) % 60)
    }
}
