"""The small modules the archive tests script, save and load: the seed's MyCell, an MLP
and a CNN (the same shapes as the PyTorch-written fixtures)."""

from __future__ import annotations

import glasstorch as torch


class MyCell(torch.nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.linear = torch.nn.Linear(4, 4)

    def forward(self, x, h):
        new_h = torch.tanh(self.linear(x) + h)
        return new_h, new_h


class MLP(torch.nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.net = torch.nn.Sequential(
            torch.nn.Linear(8, 16), torch.nn.ReLU(), torch.nn.Linear(16, 3)
        )

    def forward(self, x):
        return self.net(x)


class CNN(torch.nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.conv = torch.nn.Conv2d(1, 4, 3, padding=1)
        self.pool = torch.nn.MaxPool2d(2)
        self.fc = torch.nn.Linear(4 * 4 * 4, 10)

    def forward(self, x):
        x = self.pool(torch.relu(self.conv(x)))
        return self.fc(torch.flatten(x, 1))
