//
//  AlertViewController.swift
//  Harbor
//

import UIKit

final class AlertViewController: UIViewController {

    var presenter: AlertPresenterProtocol!

    private let card = UIStackView()
    private let titleLabel = UILabel()
    private let messageLabel = UILabel()
    private let moreInfoButton = UIButton(configuration: .plain())
    private let dismissButton = UIButton(configuration: .filled())

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor.black.withAlphaComponent(0.4)

        card.axis = .vertical
        card.spacing = 12
        card.isLayoutMarginsRelativeArrangement = true
        card.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 24, leading: 20, bottom: 20, trailing: 20)
        card.backgroundColor = .systemBackground
        card.layer.cornerRadius = 16
        card.translatesAutoresizingMaskIntoConstraints = false

        titleLabel.font = .preferredFont(forTextStyle: .headline)
        messageLabel.font = .preferredFont(forTextStyle: .body)
        messageLabel.numberOfLines = 0
        moreInfoButton.setTitle(NSLocalizedString("More info", comment: ""), for: .normal)
        moreInfoButton.addAction(UIAction { [weak self] _ in self?.presenter.didTapMoreInfo() }, for: .touchUpInside)
        dismissButton.setTitle(NSLocalizedString("OK", comment: ""), for: .normal)
        dismissButton.addAction(UIAction { [weak self] _ in self?.presenter.didTapDismiss() }, for: .touchUpInside)

        [titleLabel, messageLabel, moreInfoButton, dismissButton].forEach(card.addArrangedSubview)
        view.addSubview(card)
        NSLayoutConstraint.activate([
            card.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            card.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 32),
            card.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -32),
        ])
        presenter.viewDidLoad()
    }
}

extension AlertViewController: AlertViewProtocol {
    func display(title: String, message: String, showsMoreInfo: Bool) {
        titleLabel.text = title
        messageLabel.text = message
        moreInfoButton.isHidden = !showsMoreInfo
    }
}
