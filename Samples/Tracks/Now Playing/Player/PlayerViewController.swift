//
//  PlayerViewController.swift
//  Tracks
//

import UIKit

final class PlayerViewController: UIViewController, PlayerViewing {

    private let presenter: PlayerPresenting
    private let titleLabel = UILabel()
    private let playButton = UIButton(type: .system)

    init(presenter: PlayerPresenting) {
        self.presenter = presenter
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        playButton.addTarget(self, action: #selector(playTapped), for: .touchUpInside)
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .close, target: self, action: #selector(closeTapped))
        navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "list.bullet"), style: .plain, target: self, action: #selector(queueTapped))
        presenter.viewDidLoad()
    }

    func show(title: String, isPlaying: Bool) {
        titleLabel.text = title
        playButton.setImage(UIImage(systemName: isPlaying ? "pause.fill" : "play.fill"), for: .normal)
    }

    @objc private func playTapped() { presenter.didTapPlayPause() }
    @objc private func queueTapped() { presenter.didTapQueue() }
    @objc private func closeTapped() { presenter.didTapClose() }
}
