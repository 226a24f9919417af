//
//  TrackDetailsViewController.swift
//  Tracks
//

import UIKit

final class TrackDetailsViewController: UIViewController {

    struct ViewModel: Equatable {
        let title: String
        let subtitle: String
    }

    private let presenter: TrackDetailsPresenting
    private let titleLabel = UILabel()
    private let artistButton = UIButton(type: .system)

    init(presenter: TrackDetailsPresenting) {
        self.presenter = presenter
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        artistButton.addTarget(self, action: #selector(artistTapped), for: .touchUpInside)
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .play, target: self, action: #selector(playTapped))
        presenter.viewDidLoad()
    }

    @objc private func artistTapped() { presenter.didTapArtist() }
    @objc private func playTapped() { presenter.didTapPlay() }
}

extension TrackDetailsViewController: TrackDetailsViewing {
    func render(_ viewModel: ViewModel) {
        titleLabel.text = viewModel.title
        artistButton.setTitle(viewModel.subtitle, for: .normal)
    }
}
