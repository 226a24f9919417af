//
//  WalletHomeViewController.swift
//  Social
//

import UIKit

final class WalletHomeViewController: BaseViewController {

    var presenter: WalletHomePresenter!

    private let stack = UIStackView()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Wallet"
        navigationItem.rightBarButtonItems = [
            UIBarButtonItem(title: "Activity", style: .plain, target: self, action: #selector(activity)),
            UIBarButtonItem(title: "Pay", style: .plain, target: self, action: #selector(payBill)),
        ]
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        presenter.viewWillAppear()
    }

    func show(_ lines: [String]) {
        stack.arrangedSubviews.forEach { $0.removeFromSuperview() }
        lines.map { line -> UILabel in
            let label = UILabel()
            label.text = line
            return label
        }.forEach(stack.addArrangedSubview)
    }

    @objc private func activity() { presenter.didTapActivity() }
    @objc private func payBill() { presenter.didTapPayBill() }
}
