"""Train a small CNN on scikit-learn's handwritten digits (8x8 images) with glasstorch.

This is ordinary PyTorch code: `import glasstorch as torch` is the only change. It trains
with a DataLoader, Adam and a OneCycle schedule, shows a progress bar per epoch, reports
train loss and test accuracy, then saves a checkpoint and reloads it to check it.

    uv run examples/train_digits.py [--epochs 8] [--seed 0] [--device cpu] [--workers 0]

With --tensorboard DIR it logs the loss, the test accuracy, the learning rate and the
weights' histograms for TensorBoard (`tensorboard --logdir DIR`); with --onnx FILE it
exports the trained model to ONNX and, when onnxruntime is installed, checks its accuracy:

    uv run examples/train_digits.py --tensorboard runs/digits --onnx digits.onnx

With --ddp it trains data-parallel (DistributedDataParallel, a DistributedSampler, each of
the N ranks taking batch-size / N examples per step):

    uv run python -m glasstorch.distributed.run --nproc-per-node 2 examples/train_digits.py --ddp
"""

from __future__ import annotations

import argparse
import tempfile
import time
from pathlib import Path
from typing import Any

import glasstorch as torch
import numpy as np
from glasstorch import nn
from glasstorch.utils.data import DataLoader, DistributedSampler, TensorDataset
from sklearn.datasets import load_digits
from sklearn.model_selection import train_test_split
from tqdm import tqdm


class DigitsNet(nn.Module):
    """Two 3x3 convolutions with batch norm, a pooling step, and a small classifier."""

    def __init__(self, num_classes: int = 10) -> None:
        super().__init__()
        self.features = nn.Sequential(
            nn.Conv2d(1, 16, kernel_size=3, padding=1),
            nn.BatchNorm2d(16),
            nn.ReLU(),
            nn.Conv2d(16, 32, kernel_size=3, padding=1),
            nn.BatchNorm2d(32),
            nn.ReLU(),
            nn.MaxPool2d(2),
        )
        self.classifier = nn.Sequential(
            nn.Flatten(),
            nn.Linear(32 * 4 * 4, 64),
            nn.ReLU(),
            nn.Dropout(0.2),
            nn.Linear(64, num_classes),
        )

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.classifier(self.features(x))


def load_data(seed: int) -> tuple[TensorDataset, TensorDataset]:
    digits = load_digits()
    images = (digits.images / 16.0).astype(np.float32)[:, None]  # (n, 1, 8, 8) in [0, 1]
    x_train, x_test, y_train, y_test = train_test_split(
        images, digits.target, test_size=0.25, random_state=seed, stratify=digits.target
    )
    mean, std = x_train.mean(), x_train.std()
    train = TensorDataset(torch.tensor((x_train - mean) / std), torch.tensor(y_train))
    test = TensorDataset(torch.tensor((x_test - mean) / std), torch.tensor(y_test))
    return train, test


def evaluate(model: nn.Module, loader: DataLoader, device: str) -> float:
    model.eval()
    correct = total = 0
    with torch.no_grad():
        for images, labels in loader:
            predictions = model(images.to(device)).argmax(dim=1)
            correct += int((predictions == labels.to(device)).sum())
            total += labels.shape[0]
    return correct / total


def log_epoch(
    writer: Any, model: nn.Module, epoch: int, loss: float, accuracy: float, lr: float
) -> None:
    """One epoch's scalars and the weights' histograms."""
    writer.add_scalar("loss/train", loss, epoch)
    writer.add_scalar("accuracy/test", accuracy, epoch)
    writer.add_scalar("learning_rate", lr, epoch)
    for name, parameter in model.named_parameters():
        writer.add_histogram(
            name.removeprefix("module.").removeprefix("_orig_mod."), parameter, epoch
        )


def export_onnx(model: nn.Module, test_set: TensorDataset, path: str) -> None:
    """Export with a dynamic batch; with onnxruntime, report the exported model's accuracy."""
    model.eval()
    images, labels = test_set.tensors
    device = next(model.parameters()).device
    torch.onnx.export(
        model,
        (images[:1].to(device),),
        path,
        input_names=["images"],
        output_names=["logits"],
        dynamic_axes={"images": {0: "batch"}, "logits": {0: "batch"}},
    )
    print(f"exported to {path}")
    try:
        import onnxruntime
    except ImportError:
        return
    session = onnxruntime.InferenceSession(path, providers=["CPUExecutionProvider"])
    (logits,) = session.run(None, {"images": images.numpy()})
    print(f"onnxruntime: accuracy {(logits.argmax(1) == labels.numpy()).mean():.2%}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--epochs", type=int, default=8)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--device", default="cpu")
    parser.add_argument("--batch-size", type=int, default=64)
    parser.add_argument("--workers", type=int, default=0, help="DataLoader worker processes")
    parser.add_argument("--compile", action="store_true", help="torch.compile the model")
    parser.add_argument("--ddp", action="store_true", help="data-parallel over the launched ranks")
    parser.add_argument("--tensorboard", metavar="DIR", help="log for TensorBoard in DIR")
    parser.add_argument("--onnx", metavar="FILE", help="export the trained model to ONNX")
    args = parser.parse_args()

    torch.manual_seed(args.seed)
    train_set, test_set = load_data(args.seed)
    generator = torch.Generator().manual_seed(args.seed)
    rank, world_size, sampler = 0, 1, None
    if args.ddp:
        torch.distributed.init_process_group("nccl" if args.device.startswith("cuda") else "mpi")
        rank, world_size = torch.distributed.get_rank(), torch.distributed.get_world_size()
        sampler = DistributedSampler(train_set, shuffle=True, seed=args.seed)
    train_loader = DataLoader(
        train_set,
        batch_size=args.batch_size // world_size,
        shuffle=sampler is None,
        sampler=sampler,
        generator=generator,
        num_workers=args.workers,
    )
    test_loader = DataLoader(test_set, batch_size=256)

    model = DigitsNet().to(args.device)
    writer = None
    if args.tensorboard and rank == 0:
        from glasstorch.utils.tensorboard import SummaryWriter

        writer = SummaryWriter(args.tensorboard)
        writer.add_graph(model, test_set.tensors[0][:1].to(args.device))
    if args.ddp:
        model = nn.parallel.DistributedDataParallel(model)
    if args.compile:
        model = torch.compile(model)
    optimizer = torch.optim.Adam(model.parameters(), lr=3e-3, weight_decay=1e-4)
    scheduler = torch.optim.lr_scheduler.OneCycleLR(
        optimizer, max_lr=1e-2, epochs=args.epochs, steps_per_epoch=len(train_loader)
    )
    loss_fn = nn.CrossEntropyLoss(label_smoothing=0.05)

    started = time.perf_counter()
    for epoch in range(1, args.epochs + 1):
        model.train()
        if sampler is not None:
            sampler.set_epoch(epoch)
        total_loss = seen = 0.0
        bar = tqdm(
            train_loader, desc=f"epoch {epoch}/{args.epochs}", leave=False, disable=rank != 0
        )
        for images, labels in bar:
            images, labels = images.to(args.device), labels.to(args.device)
            optimizer.zero_grad()
            loss = loss_fn(model(images), labels)
            loss.backward()
            optimizer.step()
            scheduler.step()
            total_loss += loss.item() * labels.shape[0]
            seen += labels.shape[0]
            bar.set_postfix(loss=f"{loss.item():.3f}")
        accuracy = evaluate(model, test_loader, args.device)
        if rank == 0:
            print(
                f"epoch {epoch}: train loss {total_loss / seen:.4f}  test accuracy {accuracy:.2%}"
            )
        if writer is not None:
            log_epoch(writer, model, epoch, total_loss / seen, accuracy, scheduler.get_last_lr()[0])
    elapsed = time.perf_counter() - started
    if rank != 0:
        return  # rank 0 reports and checks the checkpoint
    print(f"trained {args.epochs} epochs in {elapsed:.1f} s")
    if args.compile:
        model = model._orig_mod  # the compiled wrapper's state_dict keys carry "_orig_mod."
    if args.ddp:
        model = model.module
    if writer is not None:
        writer.close()
    if args.onnx:
        export_onnx(model, test_set, args.onnx)

    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "digits.pt"
        torch.save(model.state_dict(), path)
        restored = DigitsNet().to(args.device)
        restored.load_state_dict(torch.load(path))
        reloaded = evaluate(restored, test_loader, args.device)
    print(f"checkpoint reloaded: test accuracy {reloaded:.2%}")
    if abs(reloaded - accuracy) > 1e-9:
        raise SystemExit("the reloaded model does not reproduce the trained model's accuracy")


if __name__ == "__main__":
    main()
